/** The ElevenLabs widget's files on this site, written by the build (pipeline/elevenlabs-widget.ts). */
declare module "virtual:elevenlabs-widget" {
  export const widgetFiles: {
    /** The embed script, which defines `<elevenlabs-convai>`. */
    script: string
    /** The audio worklets it would otherwise load from `blob:` URLs. */
    rawAudioProcessor: string
    audioConcatProcessor: string
  }
}
