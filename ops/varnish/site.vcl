#
# The edge in front of the site's instances (Varnish 7.1 with varnish-modules' xkey). It balances
# requests over the instances, keeps public pages (compressed once) and serves them to every
# visitor, and forgets them when the content system's webhook purges their cache tags.
#
# The file that includes this one defines (scripts/cluster/services.mjs writes it):
#   - a director `instances` over the instances, each with a health probe (readiness, /api/ready);
#   - an acl `purgers`: who may purge (the instances), who must also send the purge secret
#     (EDGE_PURGE_SECRET in varnishd's environment; the cluster gives the instances the same).
# Tested with varnishtest: ops/varnish/tests/*.vtc (tests/varnish-vcl.test.ts runs them).
#
# A CDN takes this file's place in production: the same rules are its cache rules, the `xkey`
# header its Surrogate-Key (Fastly) or Cache-Tag (Cloudflare), the purge its purge-by-tag API.

import digest;
import header;
import std;
import var;
import vsthrottle;
import xkey;

# --- Issue 29: the visitor's address, who may purge, the query string a page is kept by ---

# The edge is the site's only public listener: the instances believe X-Forwarded-For from it alone
# (TRUSTED_PROXIES), so it says who its client is and nothing the client wrote: the header is
# replaced (not appended to), and the client's forwarded host, scheme and port go.
#
# Behind a TLS terminator the client is the terminator, so the visitor's own address must come
# from it, one of two ways (docs/waiting-room.md):
#   - the PROXY protocol (hitch's write-proxy-v2, HAProxy's send-proxy-v2) on the listener named
#     `terminator` (`-a terminator=...,PROXY`): Varnish reads the visitor's address from the
#     PROXY header into client.ip, and an X-Forwarded-For that came through it (the terminator
#     does not read HTTP: the visitor wrote it) is ignored like any other;
#   - X-Forwarded-For from a terminator named in the acl `forwarders` (EDGE_TRUSTED_PROXIES; the
#     file that includes this one defines it): its last entry, the one that terminator wrote.
# client.identity is what the edge's own limits count (vsthrottle below): the address, an IPv6
# one by its first four groups as written (its /64; where "::" falls inside them, the part
# before it, a wider network), so one home connection is one key.
sub site_client_address {
    # (Varnish has added its client's address to the header as its last entry by now)
    if (local.socket != "terminator" && remote.ip ~ forwarders && req.http.X-Forwarded-For ~ "(^|,)\s*[0-9A-Fa-f:.]+\s*,[^,]+$") {
        set req.http.X-Forwarded-For = std.ip(regsub(req.http.X-Forwarded-For, "^(.*,)?\s*([0-9A-Fa-f:.]+)\s*,[^,]+$", "\2"), client.ip);
    } else {
        set req.http.X-Forwarded-For = client.ip;
    }
    if (req.http.X-Forwarded-For ~ ":") {
        set client.identity = regsub(req.http.X-Forwarded-For, "^(?:((?:[0-9a-f]{1,4}:){0,3}:)|((?:[0-9a-f]{1,4}:){3}[0-9a-f]{1,4})).*$", "\1\2");
    } else {
        set client.identity = req.http.X-Forwarded-For;
    }
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Proto;
    unset req.http.X-Forwarded-Port;
    unset req.http.Forwarded;
    # When the visitor arrived, by the edge's one clock for every instance (epoch seconds, three
    # decimals): the waiting room orders its line by it, however late each instance gets to a join
    # (lib/platform/throttle/client-address.ts ARRIVAL_HEADER). Whatever a client sent is replaced; a restart
    # keeps the first stamp (the visitor arrived once). A visitor the edge queued itself (its queue
    # page, or the busy page) sends their join later, from that page's script: the page gave them
    # their arrival signed (wr_arrival, site_arrival_cookie below), and that stamp stands for them
    # when it is this edge's signature for this address and at most 300 s old.
    if (req.restarts == 0) {
        set req.http.X-Edge-Arrival = std.time2real(now, 0.0);
        unset req.http.x-arrival-claim;
        if (req.http.Cookie ~ "(^|;\s*)wr_arrival=" && std.getenv("EDGE_ARRIVAL_SECRET") != "") {
            set req.http.x-arrival-claim = regsub(req.http.Cookie, "^(?:.*;\s*)?wr_arrival=([0-9]{10}\.[0-9]{3})~(0x[0-9a-f]{64})\s*(?:;.*)?$", "\1~\2");
            if (req.http.x-arrival-claim ~ "^[0-9]{10}\.[0-9]{3}~0x[0-9a-f]{64}$"
                && digest.hmac_sha256(std.getenv("EDGE_ARRIVAL_SECRET"), regsub(req.http.x-arrival-claim, "~.*$", "") + "|" + client.identity) == regsub(req.http.x-arrival-claim, "^.*~", "")
                && std.real(regsub(req.http.x-arrival-claim, "~.*$", ""), 0.0) > std.time2real(now, 0.0) - 300.0
                && std.real(regsub(req.http.x-arrival-claim, "~.*$", ""), 0.0) <= std.time2real(now, 0.0)) {
                set req.http.X-Edge-Arrival = regsub(req.http.x-arrival-claim, "~.*$", "");
            }
            unset req.http.x-arrival-claim;
        }
    }
}

# The visitor's arrival, signed for their address, on a page the edge answers itself in front of
# the line (the queue page, the busy page): its script's join, sent seconds later, is placed by
# when they arrived (above). Readable by the join and status routes only.
sub site_arrival_cookie {
    if (std.getenv("EDGE_ARRIVAL_SECRET") != "" && req.http.X-Edge-Arrival ~ "^[0-9]{10}\.[0-9]{3}$") {
        header.append(resp.http.Set-Cookie, "wr_arrival=" + req.http.X-Edge-Arrival + "~" + digest.hmac_sha256(std.getenv("EDGE_ARRIVAL_SECRET"), req.http.X-Edge-Arrival + "|" + client.identity) + "; Path=/api/queue; Max-Age=300; HttpOnly; SameSite=Lax");
    }
}

# PURGE empties the edge: from an instance (a loopback address is everyone behind a TLS terminator
# on the same host) with the secret the instances send.
sub site_purge_allowed {
    if (client.ip !~ purgers || std.getenv("EDGE_PURGE_SECRET") == "" || req.http.x-purge-secret != std.getenv("EDGE_PURGE_SECRET")) {
        return (synth(403, "Forbidden"));
    }
    unset req.http.x-purge-secret;
}

# A page is kept by its path and the query parameters the site's pages read (paging, tabs, terms,
# search, Next's own `_rsc`); any other parameter is taken off before the page is looked up or
# asked for, so an invented query string makes no new entry. A `?token=` hand-off is per visitor:
# never kept.
sub site_query_keys {
    if (req.url ~ "[?&]token=") {
        return (pass);
    }
    if (req.url ~ "\?" && req.url !~ "^/(_next/|image\?|sites/)") {
        set req.url = regsuball(req.url, "([?&])(?!(?:_rsc|page|term|tab|type|category|keyword)=)[^&#]*", "\1");
        set req.url = regsuball(req.url, "&{2,}", "&");
        set req.url = regsub(req.url, "\?&+", "?");
        set req.url = regsub(req.url, "[?&]+$", "");
        set req.url = std.querysort(req.url);
    }
}

# --- end of issue 29's rules ---

sub vcl_recv {
    set req.backend_hint = instances.backend();
    call site_client_address;

    # Observability: every request carries an id the instances log (lib/platform/observability/request.ts)
    # and the visitor gets back; one a client sent is kept. The metrics are never served here.
    if (!req.http.X-Request-Id) {
        set req.http.X-Request-Id = "edge-" + std.integer(time=now) + "-" + req.xid;
    }
    if (req.url ~ "^/api/metrics(\?|$)") {
        return (synth(404, "Not Found"));
    }

    # The webhook (from an instance) purges by cache tag: `PURGE /` with `xkey: tag tag ...`.
    if (req.method == "PURGE") {
        call site_purge_allowed;
        if (!req.http.xkey) {
            return (synth(400, "Name the tags to purge in an xkey header"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }
    call waiting_room_recv;

    # Only reads are ever kept.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Issue 44: a show's stock and a performance's seats, the same for every visitor, kept a second
    # and shared (the instance says so in Cache-Control); cookies play no part in them.
    if (req.url ~ "^/api/availability/(zh-hans|en)/(show|seats)/[A-Za-z0-9_-]{1,64}$") {
        unset req.http.Cookie;
        unset req.http.Authorization;
        return (hash);
    }
    # The site's own API (the webhook, Draft Mode, members' route handlers) and the backends it
    # proxies (content, ticketing): always live.
    if (req.url ~ "^/(en/)?(api|jsonapi)(/|\?|$)") {
        return (pass);
    }
    # Member pages answer per member (lib/platform/edge-proxy/member-routes.ts names them; a test keeps this in step).
    if (req.url ~ "^/(en/)?(login|register|forgotpassword|cart|checkout|profile)(/|\?|$)") {
        return (pass);
    }
    # A logged-in member (the session cookies, _sgt...) or an editor in Draft Mode.
    if (req.http.Cookie ~ "(^|;\s*)(_sgt[a-z]*|__prerender_bypass)=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    call site_query_keys;
    # Nothing else depends on cookies: pages are kept and found without them.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_hash {
    # one site: the page is its URL, whatever Host the client sent
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    call waiting_room_backend_response;
    # A read is taken whole from the instance before it goes out, so that one cut off part-way (an
    # instance killed mid-answer) is asked again of the next instance instead of reaching the
    # client broken. Member pages (passed, HTML) stream: their shell goes out as it is rendered.
    if ((bereq.method == "GET" || bereq.method == "HEAD") && !(bereq.uncacheable && beresp.http.Content-Type ~ "^text/html")) {
        set beresp.do_stream = false;
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Compress what the instance sent uncompressed, once, here.
    if (!beresp.http.Content-Encoding && beresp.http.Content-Type ~ "^(text/|application/(json|xml|javascript|rss|manifest)|image/svg)") {
        set beresp.do_gzip = true;
    }
    # Issue 44: availability is kept as long as its Cache-Control says (max-age=1), and for its
    # stale-while-revalidate as grace: after that second the next visitors get the last copy while
    # one fetch refreshes it, and simultaneous misses wait for one fetch (Varnish's waiting list).
    # A failure is not kept, and only for a second not collapsed.
    if (bereq.url ~ "^/api/availability/") {
        if (beresp.status == 200 && !beresp.http.Set-Cookie && beresp.http.Cache-Control ~ "(^|,)\s*public" && beresp.http.Cache-Control ~ "max-age=[0-9]+" && beresp.http.Cache-Control !~ "(private|no-store|no-cache)") {
            set beresp.ttl = std.duration(regsub(beresp.http.Cache-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 1s);
            set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$|^.*$", "\1") + "s", 0s);
            return (deliver);
        }
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Vary == "*") {
        return (pass(120s));
    }
    # The build's own files: named by their content, kept as long as Next says (a year).
    if (bereq.url ~ "^/_next/static/") {
        return (deliver);
    }
    # A page (or route handler answer) Next served from its cache, naming its cache tags: kept for
    # as long as Next's Cache-Control says (s-maxage, and stale-while-revalidate as grace), until a
    # purge of one of its tags. Anything else (a first render, a copy Next is refreshing, a 404) is
    # not kept: it could not be purged, so it is asked for again.
    if (beresp.http.xkey && beresp.http.x-nextjs-cache == "HIT") {
        return (deliver);
    }
    # Images and the content system's files, for as long as their own Cache-Control says.
    if (bereq.url ~ "^/(image\?|sites/)" && beresp.ttl > 0s) {
        return (deliver);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
}

sub vcl_backend_error {
    # An instance that went away (stopped, restarting, killed) before it answered in full: ask the next one.
    if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    call site_busy_answer;
}

# Issue 43: no instance could answer (all busy, restarting or out of the rotation). A crowd never
# sees Varnish's own error page: a page gets the site's small "very busy" page in its address's
# language (scripts/cluster/busy-page.mjs writes both into EDGE_PAGES_DIR), whose script takes a
# number in the line and tries again later each time; the site's API gets JSON. Both say when to
# come back (Retry-After), and neither is kept.
sub site_busy_answer {
    set beresp.status = 503;
    set beresp.http.x-edge-busy = "1";
    set beresp.http.Retry-After = "5";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.X-Robots-Tag = "noindex, nofollow";
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    if (bereq.url ~ "^/(en/)?(api|jsonapi)(/|\?|$)" || bereq.http.Accept ~ "^application/json") {
        set beresp.http.Content-Type = "application/json; charset=utf-8";
        synthetic({"{"error":"busy","retryAfter":5}"});
    } else {
        set beresp.http.Content-Type = "text/html; charset=utf-8";
        if (bereq.url ~ "^/en(/|\?|$)") {
            synthetic(std.fileread(std.getenv("EDGE_PAGES_DIR") + "/busy.en.html"));
        } else {
            synthetic(std.fileread(std.getenv("EDGE_PAGES_DIR") + "/busy.zh-hans.html"));
        }
    }
    return (deliver);
}

sub vcl_deliver {
    call waiting_room_deliver;
    # the tags are for the edge only
    unset resp.http.xkey;
    # Observability: the id of this request, not of the one that filled the cache
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (obj.hits > 0) {
        set resp.http.x-edge-cache = "HIT";
    } else {
        set resp.http.x-edge-cache = "MISS";
    }
}

# The waiting room (docs/waiting-room.md, lib/platform/waiting-room/). An instance that puts a visitor in
# line tells the edge so (x-waiting-room-edge: for how many seconds, x-waiting-room-path: which
# page, or * for the whole buying path); for that long, the edge itself answers that page for
# every visitor without a ticket or pass with the queue page (static, /queue/join, kept a minute),
# at the address asked for: its script takes a number and follows the visitor's place (its button
# does without JavaScript, with the page asked for in a cookie, wr_asked). So a crowd
# never reaches the instances, which hear from each visitor once, when they take a number. A
# visitor in line (wr_ticket) or with a pass (wr_pass) always reaches an instance, cookies and all:
# it tells their place, or checks the pass's signature (the edge cannot) and extends it; so does a
# `?token=` link (the instance takes the token out of the address before anything else). The
# buying path's pages are never kept here. Asking for one's place or a number far more often than
# the page does is refused here.
sub waiting_room_recv {
    if (req.restarts == 0) {
        unset req.http.x-waiting-room-page;
        unset req.http.x-waiting-room-asked;
    }
    if (req.url ~ "^/api/queue/status(\?|$)" && vsthrottle.is_denied("wr-status:" + client.identity, 100, 10s)) {
        return (synth(429, "Too Many Requests"));
    }
    if (req.url ~ "^/api/queue/join(\?|$)" && vsthrottle.is_denied("wr-join:" + client.identity, 60, 10s)) {
        return (synth(429, "Too Many Requests"));
    }
    if (req.url ~ "^/(en/)?(project/[^/?]+/seats|cart|checkout|login)/?(\?|$)") {
        if ((req.method == "GET" || req.method == "HEAD") && req.http.Cookie !~ "(^|;\s*)wr_(pass|ticket)=" && req.url !~ "[?&]token=" && (std.real(var.global_get("wr-until:*"), 0.0) > std.time2real(now, 0.0) || std.real(var.global_get("wr-until:" + regsub(req.url, "^(/en)?(/[^?]*?)/?(\?.*)?$", "\2")), 0.0) > std.time2real(now, 0.0))) {
            set req.http.x-waiting-room-page = "1";
            set req.http.x-waiting-room-asked = req.url;
            if (req.url ~ "^/en/") {
                set req.url = "/en/queue/join";
            } else {
                set req.url = "/queue/join";
            }
            unset req.http.Cookie;
            return (hash);
        }
        return (pass);
    }
}

# The edge's own refusals (asking one's place or a number far too often) say when to come back;
# a short text, not Varnish's error page (the queue page's script reads no JSON from it).
sub vcl_synth {
    if (resp.status == 429) {
        set resp.http.Retry-After = "10";
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        synthetic("Too many requests: please try again in a few seconds.");
        return (deliver);
    }
}

sub waiting_room_backend_response {
    if (beresp.http.x-waiting-room-edge ~ "^[0-9]{1,3}$" && beresp.http.x-waiting-room-path ~ "^(\*|/[A-Za-z0-9/_.%-]{1,200})$") {
        var.global_set("wr-until:" + beresp.http.x-waiting-room-path, "" + (std.time2real(now, 0.0) + std.real(beresp.http.x-waiting-room-edge, 0.0)));
    }
    if (bereq.url ~ "^/(en/)?queue/join$" && beresp.status == 200 && !beresp.http.Set-Cookie) {
        set beresp.do_stream = false;
        if (!beresp.http.Content-Encoding) {
            set beresp.do_gzip = true;
        }
        set beresp.ttl = 60s;
        set beresp.grace = 10s;
        return (deliver);
    }
}

sub waiting_room_deliver {
    unset resp.http.x-waiting-room-edge;
    unset resp.http.x-waiting-room-path;
    if (resp.http.x-edge-busy && resp.http.Content-Type ~ "^text/html") {
        call site_arrival_cookie;
    }
    unset resp.http.x-edge-busy;
    if (req.http.x-waiting-room-page) {
        # the queue page at the address asked for: never kept by the browser, never indexed
        set resp.http.Cache-Control = "private, no-store";
        set resp.http.X-Robots-Tag = "noindex, nofollow";
        set resp.http.x-waiting-room = "edge";
        # the page asked for, for the queue page's button without JavaScript (lib/platform/waiting-room/visitor.ts)
        if (req.http.x-waiting-room-asked ~ "^/[A-Za-z0-9/_.?=&%-]{0,300}$") {
            set resp.http.Set-Cookie = "wr_asked=" + req.http.x-waiting-room-asked + "; Path=/api/queue; Max-Age=3600; HttpOnly; SameSite=Lax";
        }
        call site_arrival_cookie;
    }
}
