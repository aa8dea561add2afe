// The replay page's requests to the server: checking a situation (JSON back) and replaying it
// (the trace view back, as an HTML fragment rendered and escaped by the server's templates).
// Both send the situation's text as it is, as YAML.

export function checkSituation(url, text) {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/yaml", Accept: "application/json" }, body: text })
    .then(function (response) {
      return response.json().then(function (body) {
        return { ok: response.ok, body: body };
      });
    });
}

export function fetchTrace(url, text) {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/yaml", Accept: "text/html" }, body: text })
    .then(function (response) {
      return response.text().then(function (body) {
        return { status: response.status, text: body };
      });
    });
}
