# Varnish 7.1 (Debian bookworm) in front of the site's instances (src/host/server.ts): docs/performance.md, "Behind a
# shared cache", and docs/operations.md, "Several instances". Pages are kept as long as the host's Cache-Control
# says: a day when the site purges this cache on every publish (CDN_PURGE=varnish), 4 s otherwise. Start varnishd
# with CDN_PURGE_TOKEN in its environment, the same secret the site's CDN_PURGE_TOKEN is: a BAN must carry it.
vcl 4.1;

import directors;
import std;

# An instance takes requests while its /readyz answers 200: from its first SIGTERM it answers 503 while it finishes
# what it has (docs/operations.md, "Health, draining and metrics"), so two failed looks a second apart take it out
# of the rotation before it stops listening.
probe ready {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

sub vcl_init {
    new site = directors.round_robin();
    call site_backends;
}

# The instances: backends.vcl, beside this file, declares each one (`backend app1 { … .probe = ready; }`),
# `sub site_backends` adds each to the director, and `acl purgers` says where a BAN may come from (the instances'
# addresses; a BAN must carry the token too). The committed one names this machine's port 3000; a deployment
# writes its own (ops/compose/backends.vcl for the compose file's two instances).
include "./backends.vcl";

sub vcl_recv {
    set req.backend_hint = site.backend();
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
    # every instance down, what is kept is served for as long as its stale-if-error allows (vcl_backend_response).
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

# An instance that went away between two looks of the probe (a restart, a crash): the request goes once more, to
# the next instance in the rotation. Only requests that change nothing: a POST is never sent twice.
sub vcl_backend_error {
    if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}
