import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Vite's and React Router's defaults: none of the shop's build-time tuning.
export default defineConfig({ plugins: [reactRouter()] });
