# The instances behind ops/varnish/site.vcl: here one, this machine's `npm start` on port 3000. Add one backend per
# instance, each with `.probe = ready;`, and add each to the director in site_backends.
backend app1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = ready;
}

sub site_backends {
    site.add_backend(app1);
}

# Where a BAN may come from: the instances (here this machine). It must carry the token too.
acl purgers {
    "127.0.0.1";
    "::1";
}
