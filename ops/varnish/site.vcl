# Varnish 7.1 (Debian bookworm) in front of the site's host (src/host/server.ts): docs/performance.md, "Behind a
# shared cache". Pages are kept as long as the host's Cache-Control says: a day when the site purges this cache on
# every publish (CDN_PURGE=varnish), 4 s otherwise. Start varnishd with CDN_PURGE_TOKEN in its environment, the
# same secret the site's CDN_PURGE_TOKEN is: a BAN must carry it.
vcl 4.1;

import std;

# The site. tests/api/shared-cache.test.ts writes its test server's port over "3000".
backend site {
    .host = "127.0.0.1";
    .port = "3000";
    # Up or down decides whether a stale page may be served (vcl_recv). Healthy from the start.
    .probe = {
        .url = "/robots.txt";
        .interval = 5s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Where a BAN may come from (the site's own machine); it must carry the token too.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers
            || std.getenv("CDN_PURGE_TOKEN") !~ "^.{24,}$"
            || req.http.X-Purge-Token != std.getenv("CDN_PURGE_TOKEN")) {
            return (synth(403, "Forbidden"));
        }
        # Every page and RSC payload (a publish can change the menu, the footer or any listing). The expression
        # reads the object only, so the ban lurker clears them in the background.
        if (std.ban("obj.http.content-type ~ ^text/(html|x-component)")) {
            return (synth(200, "Banned"));
        }
        return (synth(500, std.ban_error()));
    }
    # The site believes an X-Request-Id from its trusted proxies (src/host/request-id.ts); a visitor's own must not
    # pass through this one as if the cache had named the request. The site names it instead.
    unset req.http.X-Request-Id;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Never from the cache: the admin, the APIs, Payload, the health and metrics endpoints (they say no-store too),
    # and anyone previewing (the site's signed preview cookie, Next's draft-mode cookie) or signed in to the admin
    # (Payload's cookie).
    if (req.url ~ "^/(admin(/|\?|$)|api/|cms/|_next/data/|(healthz|readyz|metrics)(\?|$))"
        || req.url ~ "[?&]_preview="
        || req.http.Cookie ~ "(^|;\s*)(site_preview|__prerender_bypass|payload-token)=") {
        return (pass);
    }
    # Pages render from no other cookie (consent and form ids are read by scripts and the API), so a cookie must
    # neither split the cache nor send the request past it.
    unset req.http.Cookie;
    # While the site answers, a page past its lifetime is fetched again, never served stale; while the probe finds
    # it down, what is kept is served for as long as its stale-if-error allows (vcl_backend_response).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    # Falls through to the built-in vcl_recv: an Authorization header still passes. Vary (Accept-Encoding, Next's
    # rsc and router headers) keeps an RSC payload apart from its page.
}

sub vcl_backend_response {
    # Varnish reads stale-while-revalidate, not stale-if-error: the latter becomes the grace here.
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s);
    }
    # Falls through to the built-in: no-store, private or Set-Cookie answers are not kept.
}
