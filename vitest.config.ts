import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// A config of its own: the React Router Vite plugin cannot run under Vitest.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    css: false,
  },
})
