import { once } from "node:events"
import { SMTPServer } from "smtp-server"

/**
 * An SMTP server on loopback that keeps every message it is sent, for the n8n integration tests.
 * While `failing` is set it refuses every message with a temporary error (451), as a mail provider
 * that is down or throttling does.
 */
export async function startSmtpSink() {
  const messages = []
  /** For each message, in the same order, who it was for and when it arrived: { to: [addresses], at } (ms). */
  const arrivals = []
  const sink = {
    port: 0,
    failing: false,
    messages,
    arrivals,
    /** The messages whose plain text mentions `text` (a lead's id), decoded. */
    messagesAbout(text) {
      return messages.map(readMessage).filter((message) => message.text.includes(text))
    },
    /** The messages sent to `address`, decoded, with the raw message as `raw`. */
    messagesTo(address) {
      return messages
        .map((raw) => ({ ...readMessage(raw), raw }))
        .filter((message) => message.headers.to?.toLowerCase() === address.toLowerCase())
    },
    async close() {
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!sink.failing) return callback()
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks = []
      stream.on("data", (chunk) => chunks.push(chunk))
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("latin1"))
        arrivals.push({
          to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          at: performance.now(),
        })
        callback()
      })
    },
  })
  // A client that drops its connection is no reason to stop.
  server.on("error", () => {})
  server.listen(0, "127.0.0.1")
  await once(server.server, "listening")
  sink.port = server.server.address().port
  return sink
}

/**
 * The headers, the plain-text part and the HTML part (when there is one) of a message as nodemailer
 * writes it: folded headers, RFC 2047 encoded words, multipart/alternative, quoted-printable or base64 parts.
 */
export function readMessage(raw) {
  const [head, body] = splitHeadAndBody(raw)
  const headers = readHeaders(head)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1]
  if (!boundary) return { headers, text: decodeBody(body, headers), html: undefined }
  const parts = body.split(`--${boundary}`).slice(1, -1).map(splitHeadAndBody)
  const part = (type) => {
    const found = parts.find(([head]) => new RegExp(`^content-type:\\s*text/${type}`, "im").test(head))
    return found && decodeBody(found[1], readHeaders(found[0]))
  }
  return { headers, text: part("plain") ?? "", html: part("html") }
}

function splitHeadAndBody(raw) {
  const text = raw.replace(/^\r?\n/, "")
  const end = text.search(/\r?\n\r?\n/)
  return end === -1 ? [text, ""] : [text.slice(0, end), text.slice(end).replace(/^\r?\n\r?\n/, "")]
}

function readHeaders(head) {
  const headers = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset, encoding, text) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintable(text.replace(/_/g, " ")),
    )
}

function decodeBody(body, headers) {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase()
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quotedPrintable(body.replace(/=\r?\n/g, ""))
        : Buffer.from(body, "latin1").toString("utf8")
  return text.replace(/\r\n/g, "\n").trimEnd()
}

function quotedPrintable(text) {
  const bytes = Buffer.from(text, "latin1")
  const decoded = []
  for (let index = 0; index < bytes.length; index++) {
    const hex = bytes.subarray(index + 1, index + 3).toString("latin1")
    if (bytes[index] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      decoded.push(Number.parseInt(hex, 16))
      index += 2
    } else decoded.push(bytes[index])
  }
  return Buffer.from(decoded).toString("utf8")
}
