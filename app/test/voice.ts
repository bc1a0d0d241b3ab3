/** The ElevenLabs voice assistant as a build's settings give it, for the tests that switch it on. */
export const elevenLabsVoice = {
  vendor: "elevenlabs",
  agentId: "agent_1",
  agentIdIn: {},
  startCallLabel: "Start a call",
  startCallLabelIn: {},
  loadWhenIdle: false,
} as const
