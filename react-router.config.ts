import type { Config } from "@react-router/dev/config"
import { finishBuild } from "./scripts/build/finish-build"

/**
 * Static site: no server rendering at request time. Every route is prerendered to its own
 * index.html, and the catch-all route to 404.html (see scripts/build/finish-build.ts).
 * This file is loaded without Vite's plugins or aliases: keep its imports relative.
 */
export default {
  ssr: false,
  // Another folder may be chosen for a second build, such as the test build with a voice assistant.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  // Opt in to the next major's behaviour now, so upgrading changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), "/404"],
  // The settings the build checked (vite.config.ts) reach the build's last steps through Vite's config.
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    finishBuild(`${reactRouterConfig.buildDirectory}/client`, JSON.parse(String(viteConfig.define?.__SITE_SETTINGS__))),
} satisfies Config
