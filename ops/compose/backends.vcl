# The compose file's two instances, for ops/varnish/site.vcl (mounted beside it as backends.vcl).
backend app1 {
    .host = "app1";
    .port = "3000";
    .probe = ready;
}

backend app2 {
    .host = "app2";
    .port = "3000";
    .probe = ready;
}

sub site_backends {
    site.add_backend(app1);
    site.add_backend(app2);
}

# Where a BAN may come from: the instances, on the compose network. It must carry the token too.
acl purgers {
    "172.16.0.0"/12;
}
