import { settingVariables } from "./schema"
import type { SettingDoc } from "./setting"

const envExampleIntro = [
  "Site settings, read at build time. Copy this file to `.env` (or set the variables in your host's build settings) and change what differs. Every line below shows the default used when the variable is unset. A value that fails its check stops the build with a message naming it.",
  "This file is written from the settings' schema in app/config/settings/: change a setting there, then rewrite it with `npx vitest run app/config/settings -u`.",
]

/** `.env.example`: every variable with its description and default, in the schema's order and groups. */
export function envExample(): string {
  const lines = envExampleIntro.flatMap((paragraph, index) => [...(index > 0 ? ["#"] : []), ...comment(paragraph)])
  let group: SettingDoc["group"] | undefined
  for (const [name, doc] of Object.entries(settingVariables)) {
    if (doc.group !== group) lines.push("")
    group = doc.group
    lines.push(...comment(doc.description))
    if (doc.example && !doc.default) lines.push(`# For example: ${doc.example}`)
    lines.push(`${name}=${doc.default}`)
  }
  return `${lines.join("\n")}\n`
}

/** Text as `#` comment lines, wrapped where the file's hand-written comments were. */
function comment(text: string, width = 98): string[] {
  const lines: string[] = []
  let line = "#"
  for (const word of text.split(/\s+/)) {
    if (line !== "#" && line.length + 1 + word.length > width) {
      lines.push(line)
      line = "#"
    }
    line += ` ${word}`
  }
  return [...lines, line]
}
