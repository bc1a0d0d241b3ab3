import { readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"
import { describe, expect, it, vi } from "vitest"
import { voiceVendorOrigins } from "../app/lib/voice/vendor-origins"
import { elevenLabsWidget, readElevenLabsWidget, widgetPackage, workletSource } from "./elevenlabs-widget"
import { elevenLabsVoice } from "../app/test/voice"

const root = path.resolve(import.meta.dirname, "..")
const packageDir = path.join(root, "node_modules", widgetPackage)
const installed = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
  version: string
  main: string
}
const bundle = readFileSync(path.join(packageDir, installed.main), "utf8")
const files = readElevenLabsWidget()

describe("the ElevenLabs widget's files", () => {
  it("come from the package at the one version package.json pins", () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>
    }
    expect(dependencies[widgetPackage]).toMatch(/^\d+\.\d+\.\d+$/)
    expect(installed.version).toBe(dependencies[widgetPackage])
  })

  it("serve the package's embed script unchanged, headed by its licence, under a name made from its content", () => {
    const { fileName, source } = files.script
    expect(fileName).toMatch(/^assets\/convai-widget-embed\.[\w-]{8}\.js$/)
    expect(source.startsWith(`/*! ${widgetPackage} ${installed.version}\nMIT License\n`)).toBe(true)
    expect(source.endsWith(`*/\n${bundle}`)).toBe(true)
    // The same files make the same names, build after build; a new version, new names.
    expect(readElevenLabsWidget()).toEqual(files)
  })

  it("take out the audio worklets the script would load from blob: URLs, to be served beside it", () => {
    for (const [file, processor] of [
      [files.rawAudioProcessor, "rawAudioProcessor"],
      [files.audioConcatProcessor, "audioConcatProcessor"],
    ] as const) {
      expect(file.fileName).toMatch(/^assets\/convai-[a-z-]+-processor\.[\w-]{8}\.js$/)
      expect(file.source).toContain(`registerProcessor("${processor}"`)
      expect(bundle).toContain(`("${processor}",\`${workletSource(bundle, processor)}\`)`)
    }
  })

  it("stop the build when a new version of the package holds its worklets differently", () => {
    expect(() => workletSource('Rh("rawAudioProcessor",`registerProcessor("${name}")`)', "rawAudioProcessor")).toThrow(
      `Could not find the rawAudioProcessor worklet in ${widgetPackage}`,
    )
  })

  it("are all the widget's scripts but those the policy names by their full address", () => {
    const scriptsElsewhere = [...bundle.matchAll(/"(https:\/\/[^"]+\.js)"/g)].map((match) => match[1])
    expect(scriptsElsewhere).toEqual(voiceVendorOrigins.elevenlabs.script)
  })
})

describe("the build step", () => {
  /** Runs the plugin's module loading as one environment of a build or of the dev server would. */
  function load(plugin: Plugin, environment: { name: string; command: "build" | "serve" }) {
    const emitFile = vi.fn()
    const context = { environment: { name: environment.name, config: { command: environment.command } }, emitFile }
    // Its hooks are plain functions; Vite's types also allow objects.
    const resolveId = plugin.resolveId as unknown as (id: string) => string
    const loadModule = plugin.load as unknown as (this: typeof context, id: string) => string
    const code = loadModule.call(context, resolveId("virtual:elevenlabs-widget"))
    return { code, emitted: emitFile.mock.calls.map(([file]) => (file as { fileName: string }).fileName) }
  }

  it("gives the app the files' addresses on the site", () => {
    const { code } = load(elevenLabsWidget(elevenLabsVoice), { name: "client", command: "build" })
    expect(code).toBe(
      `export const widgetFiles = ${JSON.stringify({
        script: `/${files.script.fileName}`,
        rawAudioProcessor: `/${files.rawAudioProcessor.fileName}`,
        audioConcatProcessor: `/${files.audioConcatProcessor.fileName}`,
      })}`,
    )
  })

  it("writes the files into the browser's part of a build with the ElevenLabs widget, and nowhere else", () => {
    const everyFile = Object.values(files).map((file) => file.fileName)
    expect(load(elevenLabsWidget(elevenLabsVoice), { name: "client", command: "build" }).emitted).toEqual(everyFile)
    expect(load(elevenLabsWidget(elevenLabsVoice), { name: "prerender", command: "build" }).emitted).toEqual([])
    expect(load(elevenLabsWidget(elevenLabsVoice), { name: "client", command: "serve" }).emitted).toEqual([])
    expect(load(elevenLabsWidget({ vendor: "none" }), { name: "client", command: "build" }).emitted).toEqual([])
  })
})
