// Lambda@Edge function (Node.js, origin response event) for the site on S3 behind CloudFront: an
// address the bucket does not have is answered with the 404 page of its language and status 404
// (/es/... with the Spanish one), as every other host answers it. CloudFront's own custom error
// responses cannot: they are one per status for the whole distribution, whatever the path.
// The build writes this file with each language's 404 page beside it (build/cloudfront/not-found/);
// see docs/deploying.md, "S3 behind CloudFront".
import { readFileSync } from "node:fs"

/** Each language's 404 page by its prefix ("" for the default language, "/es"), read once. */
let pages

export async function handler(event) {
  const { request, response } = event.Records[0].cf
  pages ??= JSON.parse(readFileSync(new URL("./not-found-pages.json", import.meta.url), "utf8"))
  return notFoundResponse(request.uri, response, pages)
}

/**
 * The origin's response, or, where S3 has no object (403 without list permission, 404 with it),
 * the 404 page of the language whose prefix the address starts with: the longest that matches,
 * else the default language's.
 */
export function notFoundResponse(uri, response, pages) {
  if (response.status !== "403" && response.status !== "404") return response
  const prefix =
    Object.keys(pages)
      .filter((candidate) => candidate !== "" && (uri === candidate || uri.startsWith(`${candidate}/`)))
      .sort((a, b) => b.length - a.length)[0] ?? ""
  return {
    status: "404",
    statusDescription: "Not Found",
    headers: { "content-type": [{ key: "Content-Type", value: "text/html; charset=utf-8" }] },
    body: pages[prefix],
  }
}
