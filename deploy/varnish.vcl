vcl 4.1;

# Varnish (7.x) in front of the site: it keeps what the site's own headers say a shared cache
# may keep (Cache-Control s-maxage and stale-while-revalidate, Vary: Cookie), by the address,
# and forgets it by the pages' Cache-Tag when the site asks (EDGE_PURGE_URL). An address whose
# query holds parameters its page does not read is answered by the site for that visitor alone
# (`private`), from the copy the site keeps of the page, so no query fills this cache either.
# Run it with two addresses:
#
#   varnishd -a public=127.0.0.1:6081 -a purge=127.0.0.1:6082 -f /etc/varnish/varnish.vcl \
#     -s malloc,256m
#
# nginx sends visitors to `public`; only the site reaches `purge`
# (EDGE_PURGE_URL=http://127.0.0.1:6082/). A purge can then never come from the internet,
# whatever method or header a visitor sends through nginx.

import std;

backend site {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge, on the purge address: the site's instances.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (local.socket == "purge") {
        call purge_by_tag;
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The live updates' stream never ends: straight through, kept open by its heartbeats, with
    # no time limit on delivering an answer.
    if (req.url ~ "^/blog/aggiornamenti(\?|$)") {
        return (pipe);
    }
    # A signed-in member of staff, or a visitor about to see the message left by a form: the
    # page is theirs alone (the site says so too, with `private`).
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*(sessione|messaggio)=") {
        return (pass);
    }
    # The display preferences are the only cookie a public page depends on (its <html>
    # classes): any other would split the cache into a copy per visitor through Vary: Cookie.
    if (req.http.Cookie ~ "(^|;)\s*preferenze=") {
        set req.http.Cookie = regsub(req.http.Cookie, "^(.*?;)?\s*(preferenze=[^;]*).*$", "\2");
    } else {
        unset req.http.Cookie;
    }
    # Past the built-in rules, which would pass any request carrying a cookie.
    return (hash);
}

# `Cache-Tag: blog` (or a list: `pagine, blog`) forgets every page carrying one of the tags,
# in every variant. A ban on the objects' own headers is checked on the next hit and by the
# background lurker, so a purge costs the same however many pages it covers.
sub purge_by_tag {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (req.method != "POST" && req.method != "PURGE") {
        return (synth(405, "Method Not Allowed"));
    }
    if (req.http.Cache-Tag !~ "^[a-z0-9-]+(\s*,\s*[a-z0-9-]+)*$") {
        return (synth(400, "Cache-Tag required"));
    }
    if (std.ban("obj.http.Cache-Tag ~ (^|[\s,])(" +
        regsuball(req.http.Cache-Tag, "\s*,\s*", "|") + ")($|[\s,])")) {
        return (synth(200, "Purged"));
    }
    return (synth(500, std.ban_error()));
}

sub vcl_backend_response {
    # Only what the site declares is kept: an answer that says nothing about caching (a
    # redirect, a plain-text refusal) is never given to another visitor.
    if (!beresp.http.Cache-Control) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # An answer for one visitor: a 404, or a page the site keeps under another address of it
    # (`/chi-siamo?utm_source=x` is `/chi-siamo`, whose copy is kept here once). The site
    # normalises the query by what each page reads; this cache keeps only what it calls shared.
    # Its marker lasts a second, not the built-in two minutes: a query can make a new address
    # at every request, and each marker would be held in memory that nothing bounds.
    if (beresp.http.Cache-Control ~ "(?i:no-cache|no-store|private)") {
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The tags are for this cache's purges, not for the browser.
    unset resp.http.Cache-Tag;
}
