/**
 * Host headers a client may write to make a server's policy name another host's scripts, or break
 * it: the servers that name the request's origin (nginx, npm start) must answer each with a policy
 * that names the site's folders under an origin they answer for, or not answer.
 */
export const hostileHosts = [
  "evil.example",
  "localhost.evil.example",
  "localhost@evil.example",
  "localhost:443; script-src *",
  "localhost:443 https://evil.example",
  "localhost:99999999",
  "localhost/evil",
  "localhost:443,evil.example",
]
