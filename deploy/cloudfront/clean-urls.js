// CloudFront Function (runtime cloudfront-js-2.0, viewer request event) for the site on S3:
// the same addresses as every other host. Each page is a file named after its address
// (build.format "file"): "/services" is answered from services.html; the other forms of an
// address ("/services/", "/services.html", "/index") redirect to it, with their query string
// (campaign tags survive). See docs/deploying.md, "S3 behind CloudFront".
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request
  var uri = request.uri
  // Netlify's and Cloudflare Pages' headers file: the sync leaves it out, and one an older sync
  // left in the bucket is never published either.
  if (uri === "/_headers") return { statusCode: 404, statusDescription: "Not Found" }
  // A Location that starts with "//" or "/\" names another host ("//evil.com/" would send the
  // visitor there): backslashes are written encoded and runs of slashes become one, as nginx
  // merges them, before the address is compared with its canonical form.
  var canonical = uri.replace(/\\/g, "%5C").replace(/\/{2,}/g, "/")
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "")
  canonical = canonical.replace(/\.html$/, "").replace(/^\/index$/, "/")
  if (canonical === "") canonical = "/"
  if (canonical !== uri) {
    var query = queryString(request.querystring)
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: canonical + (query ? "?" + query : "") } },
    }
  }
  var lastSegment = uri.slice(uri.lastIndexOf("/") + 1)
  if (uri === "/") request.uri = "/index.html"
  // The 404 pages' own addresses are no pages: S3 has no object by that name, and the
  // origin-response function (not-found.mjs) answers with the language's 404 page and status 404.
  else if (/^(\/[^/]+)?\/404$/.test(uri)) return request
  else if (lastSegment.indexOf(".") === -1) request.uri = uri + ".html"
  return request
}

function queryString(parameters) {
  var parts = []
  for (var name in parameters) {
    var parameter = parameters[name]
    var values = parameter.multiValue ? parameter.multiValue : [parameter]
    for (var index = 0; index < values.length; index++) {
      var value = values[index].value
      parts.push(encodeURIComponent(name) + (value === "" ? "" : "=" + encodeURIComponent(value)))
    }
  }
  return parts.join("&")
}
