import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { Plugin } from "vite"
import type { VoiceSettings } from "../app/config/settings"

const require = createRequire(import.meta.url)

/** Pinned to one version: `workletSource` reads its bundle's text. */
export const widgetPackage = "@elevenlabs/convai-widget-embed"

export interface WidgetFile {
  /** Named by its content, so it is cached for a year. */
  fileName: string
  source: string
}

/**
 * Served by the site itself (decision 017), worklets included: the script would load them from
 * `blob:` URLs, which the policy refuses ("Failed to load the rawAudioProcessor worklet module").
 */
export interface ElevenLabsWidgetFiles {
  script: WidgetFile
  rawAudioProcessor: WidgetFile
  audioConcatProcessor: WidgetFile
}

/** Each headed by the package's MIT licence. */
export function readElevenLabsWidget(): ElevenLabsWidgetFiles {
  const packageDir = path.dirname(require.resolve(`${widgetPackage}/package.json`))
  const { version, main } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
    version: string
    main: string
  }
  const bundle = readFileSync(path.join(packageDir, main), "utf8")
  const licence = readFileSync(path.join(packageDir, "LICENSE"), "utf8").trim()
  const file = (name: string, code: string): WidgetFile => {
    const source = `/*! ${widgetPackage} ${version}\n${licence}\n*/\n${code}`
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8)
    return { fileName: `assets/${name}.${hash}.js`, source }
  }
  return {
    script: file("convai-widget-embed", bundle),
    rawAudioProcessor: file("convai-raw-audio-processor", workletSource(bundle, "rawAudioProcessor")),
    audioConcatProcessor: file("convai-audio-concat-processor", workletSource(bundle, "audioConcatProcessor")),
  }
}

/** The template literal after `("rawAudioProcessor",`; only one without `\` or `$`, so its text is the code itself. */
export function workletSource(bundle: string, processor: string): string {
  const source = new RegExp(`\\("${processor}",\`([^\`\\\\$]*)\`\\)`).exec(bundle)?.[1]
  if (!source?.includes(`registerProcessor("${processor}"`))
    throw new Error(
      `Could not find the ${processor} worklet in ${widgetPackage}; update pipeline/elevenlabs-widget.ts for its new version`,
    )
  return source
}

const moduleId = "virtual:elevenlabs-widget"
const resolvedModuleId = `\0${moduleId}`

/** Only a build whose voice vendor is ElevenLabs carries the widget's 670 kB. */
export function elevenLabsWidget(voice: VoiceSettings): Plugin {
  let files: ElevenLabsWidgetFiles | undefined
  const widget = () => (files ??= readElevenLabsWidget())
  const addresses = () =>
    Object.fromEntries(Object.entries(widget()).map(([name, file]) => [name, `/${file.fileName}`]))
  return {
    name: "elevenlabs-widget",
    resolveId(id) {
      return id === moduleId ? resolvedModuleId : undefined
    },
    load(id) {
      if (id !== resolvedModuleId) return
      // Into what browsers get only: the pages' prerendering loads this module too.
      const environment = this.environment
      if (voice.vendor === "elevenlabs" && environment.name === "client" && environment.config.command === "build") {
        for (const { fileName, source } of Object.values(widget())) this.emitFile({ type: "asset", fileName, source })
      }
      return `export const widgetFiles = ${JSON.stringify(addresses())}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = Object.values(widget()).find(({ fileName }) => request.url === `/${fileName}`)
        if (!file) return next()
        response.setHeader("Content-Type", "text/javascript; charset=utf-8")
        response.end(file.source)
      })
    },
  }
}
