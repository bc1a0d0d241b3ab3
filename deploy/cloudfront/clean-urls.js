// CloudFront Function (runtime cloudfront-js-2.0, viewer request event) for the site on S3:
// the same addresses as every other host. "/services" is answered from services/index.html; the
// other forms of an address ("/services/", "/services/index.html") redirect to it, with their
// query string (campaign tags survive). See README, Deploy, "S3 behind CloudFront".
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request
  var uri = request.uri
  // Netlify's and Cloudflare Pages' headers file: the sync leaves it out (README, Deploy), and one
  // an older sync left in the bucket is never published either.
  if (uri === "/_headers") return { statusCode: 404, statusDescription: "Not Found" }
  // A Location that starts with "//" or "/\" names another host ("//evil.com/" would send the
  // visitor there): backslashes are written encoded and runs of slashes become one, as nginx
  // merges them, before the address is compared with its canonical form.
  var canonical = uri
    .replace(/\\/g, "%5C")
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/, "/")
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "")
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
  else if (lastSegment.indexOf(".") === -1) request.uri = uri + "/index.html"
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
