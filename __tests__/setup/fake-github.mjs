// A stand-in for GitHub's OAuth pages, for the sign-in Worker's tests (GitHub is out of reach here): an authorize page
// with the button a writer presses, and a token endpoint that answers as GitHub's does, a token for the one code it
// gave and, for any other, status 200 with an error body. The Worker reaches it through its GITHUB_URL variable.
import { once } from "node:events";
import { createServer } from "node:http";

export async function fakeGitHub() {
  const goodCode = "code-from-the-stand-in";
  const token = "gho_StandInTokenForTheSignInTest0001";
  /** Each code exchange asked of it: the code, the redirect address, and the client's id and secret. */
  const exchanges = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, "http://stand-in");
    if (url.pathname === "/login/oauth/authorize") {
      // GitHub's page asks the writer to authorize the app; its button returns to the app with a code and the state.
      const back = new URL(url.searchParams.get("redirect_uri"));
      back.searchParams.set("code", goodCode);
      back.searchParams.set("state", url.searchParams.get("state"));
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(
        `<!doctype html><html lang="en"><title>Authorize</title><a href="${back.href.replace(/&/g, "&amp;")}">Authorize</a>`,
      );
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const basic = (request.headers.authorization ?? "").replace(/^Basic /, "");
      exchanges.push({
        code: form.get("code"),
        redirectUri: form.get("redirect_uri"),
        credentials: Buffer.from(basic, "base64").toString(),
      });
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(
        JSON.stringify(
          form.get("code") === goodCode
            ? { access_token: token, token_type: "bearer", scope: "repo" }
            : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
        ),
      );
    }
    response.writeHead(404).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    goodCode,
    token,
    exchanges,
    /** The Worker's variables: the app's id and secret, and GitHub's address pointed here. */
    vars: { GITHUB_CLIENT_ID: "stand-in-client-id", GITHUB_CLIENT_SECRET: "stand-in-client-secret", GITHUB_URL: origin },
    close: () => new Promise((done) => server.close(done)),
  };
}
