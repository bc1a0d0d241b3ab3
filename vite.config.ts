import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig, loadEnv } from "vite"
import { readSiteSettings, SettingsError } from "./app/config/settings"

export default defineConfig(({ mode }) => {
  checkSettings(mode)
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    build: {
      // Images stay files: inlined as data URLs they would travel inside the JavaScript.
      assetsInlineLimit: 0,
    },
  }
})

/** Stops the build before it starts when a setting is missing or malformed, naming the variable. */
function checkSettings(mode: string) {
  // loadEnv reads the .env files and lets variables set in the environment win over them.
  try {
    const settings = readSiteSettings(loadEnv(mode, process.cwd(), "VITE_"))
    if (settings.voice.vendor === "none")
      console.warn(
        "No voice widget configured (VITE_VOICE_VENDOR=none): Get Started opens the booking calendar and Chat with AI Assistant does nothing.",
      )
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`\n${error.message}\nSee .env.example for every setting and its default.\n`)
      process.exit(1)
    }
    throw error
  }
}
