//! A small static file server for the page (loopback only). It serves only
//! the site's files ([`crate::site`]): from the repository (development:
//! everything revalidated, so an edit shows on reload) or from a `dist`
//! folder (exactly what ships, with its cache rules and precompressed
//! copies). Every response carries the Content-Security-Policy header (with
//! `frame-ancestors 'none'`) and the other security headers; text and wasm
//! are gzip-compressed when the client accepts it, as static hosts do.

use crate::site;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};

/// What is served.
#[derive(Clone, Debug)]
pub enum Site {
    /// The repository's site files (index.html, the manifest, sw.js, www/).
    Source(PathBuf),
    /// A folder written by `cargo xtask dist`.
    Dist(PathBuf),
}

/// One response, before it is written.
#[derive(Debug)]
pub struct Response {
    pub status: &'static str,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

/// Content codings the client accepts (`Accept-Encoding`, q=0 refused).
fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or("");
        let refused = parts.any(|p| p.replace(' ', "").trim_start_matches("q=").parse::<f64>().is_ok_and(|q| q == 0.0));
        (name.eq_ignore_ascii_case(coding) || name == "*") && !refused
    })
}

pub fn gzip(data: &[u8], level: u32) -> Vec<u8> {
    use flate2::write::GzEncoder;
    let mut e = GzEncoder::new(Vec::new(), flate2::Compression::new(level));
    e.write_all(data).expect("writing to memory");
    e.finish().expect("writing to memory")
}

fn plain(status: &'static str, text: &str, csp: &str) -> Response {
    let mut headers =
        vec![("Content-Type", "text/plain; charset=utf-8".to_string()), ("Cache-Control", "no-store".into())];
    headers.extend(site::security_headers(csp));
    Response { status, headers, body: text.as_bytes().to_vec() }
}

/// The response to `method target` with the request's `Accept-Encoding`.
pub fn handle(site: &Site, method: &str, target: &str, accept_encoding: &str) -> Response {
    let (root, dist) = match site {
        Site::Source(r) => (r.as_path(), false),
        Site::Dist(r) => (r.as_path(), true),
    };
    let csp = site::csp(&std::fs::read_to_string(root.join("index.html")).unwrap_or_default());
    if method != "GET" && method != "HEAD" {
        let mut r = plain("405 Method Not Allowed", "method not allowed", &csp);
        r.headers.push(("Allow", "GET, HEAD".into()));
        return r;
    }
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let allowed =
        if dist { rel != "_headers" && !rel.split('/').any(|c| c.starts_with('.')) } else { site::is_site_file(rel) };
    let Some(file) = site::join(root, rel).filter(|f| allowed && f.is_file()) else {
        return plain("404 Not Found", "not found", &csp);
    };
    let Ok(body) = std::fs::read(&file) else { return plain("404 Not Found", "not found", &csp) };
    let mut headers = vec![
        ("Content-Type", site::content_type(rel).to_string()),
        ("Cache-Control", if dist { site::cache_control(rel) } else { site::REVALIDATE }.to_string()),
    ];
    headers.extend(site::security_headers(&csp));
    let mut body = body;
    if site::compressible(rel) {
        headers.push(("Vary", "Accept-Encoding".into()));
        let pre = |ext: &str| {
            if dist {
                std::fs::read(file.with_file_name(format!("{}.{ext}", name(&file)))).ok()
            } else {
                None
            }
        };
        if let Some(b) = accepts(accept_encoding, "br").then(|| pre("br")).flatten() {
            headers.push(("Content-Encoding", "br".into()));
            body = b;
        } else if accepts(accept_encoding, "gzip") {
            headers.push(("Content-Encoding", "gzip".into()));
            body = pre("gz").unwrap_or_else(|| gzip(&body, 6));
        }
    }
    Response { status: "200 OK", headers, body }
}

fn name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default()
}

fn respond(mut s: TcpStream, site: &Site) {
    let _ = s.set_read_timeout(Some(std::time::Duration::from_secs(10)));
    let mut reader = BufReader::new(match s.try_clone() {
        Ok(c) => c,
        Err(_) => return,
    })
    .take(64 * 1024);
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    let mut accept_encoding = String::new();
    loop {
        let mut h = String::new();
        match reader.read_line(&mut h) {
            Ok(0) | Err(_) => break,
            Ok(_) if h == "\r\n" || h == "\n" => break,
            _ => {
                if let Some((k, v)) = h.split_once(':') {
                    if k.trim().eq_ignore_ascii_case("accept-encoding") {
                        accept_encoding = v.trim().to_string();
                    }
                }
            }
        }
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let r = handle(site, method, target, &accept_encoding);
    let mut head = format!("HTTP/1.1 {}\r\n", r.status);
    for (k, v) in &r.headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str(&format!("Content-Length: {}\r\nConnection: close\r\n\r\n", r.body.len()));
    let _ = s.write_all(head.as_bytes());
    if method != "HEAD" {
        let _ = s.write_all(&r.body);
    }
}

fn listen(port: u16) -> Result<TcpListener, String> {
    TcpListener::bind(("127.0.0.1", port)).map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))
}

fn accept_loop(l: TcpListener, site: Site) {
    for s in l.incoming().flatten() {
        let site = site.clone();
        std::thread::spawn(move || respond(s, &site));
    }
}

/// Starts serving `site` in a background thread; returns the port (0 = any free port).
pub fn start_site(port: u16, site: Site) -> Result<u16, String> {
    let l = listen(port)?;
    let p = l.local_addr().map_err(|e| e.to_string())?.port();
    std::thread::spawn(move || accept_loop(l, site));
    Ok(p)
}

/// Starts serving the repository's site files in a background thread.
pub fn start(port: u16) -> Result<u16, String> {
    start_site(port, Site::Source(crate::root()))
}

/// Serves until interrupted, printing the URL.
pub fn serve_forever(port: u16, site: Site) -> Result<(), String> {
    let l = listen(port)?;
    // `--port 0` takes any free port: say the one it got.
    let port = l.local_addr().map_or(port, |a| a.port());
    let what = match &site {
        Site::Source(_) => "the repository's site files".to_string(),
        Site::Dist(d) => d.display().to_string(),
    };
    println!("Swarm is being served at http://127.0.0.1:{port}/ from {what}  (Ctrl+C to stop)");
    accept_loop(l, site);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// A raw HTTP/1.1 request; returns (status line, headers, body).
    fn get(port: u16, path: &str, extra: &str) -> (String, Vec<(String, String)>, Vec<u8>) {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(s, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n").unwrap();
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).unwrap();
        let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a header block");
        let head = String::from_utf8(raw[..split].to_vec()).unwrap();
        let mut lines = head.lines();
        let status = lines.next().unwrap().to_string();
        let headers = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        (status, headers, raw[split + 4..].to_vec())
    }

    fn header<'a>(h: &'a [(String, String)], k: &str) -> Option<&'a str> {
        h.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
    }

    #[test]
    fn serves_only_the_site_with_the_policy_header() {
        let port = start(0).unwrap();
        for path in [
            "/.git/HEAD",
            "/.git/config",
            "/Cargo.toml",
            "/src/lib.rs",
            "/www/../Cargo.toml",
            "/xtask/src/main.rs",
            "/README.md",
        ] {
            let (status, h, _) = get(port, path, "");
            assert!(status.contains(" 404 ") || status.contains(" 400 "), "{path}: {status}");
            assert!(header(&h, "content-security-policy").is_some(), "{path}");
        }
        for path in ["/", "/www/style.css", "/index.html?game=spider&deal=7"] {
            let (status, h, body) = get(port, path, "");
            assert!(status.contains(" 200 "), "{path}: {status}");
            let csp = header(&h, "content-security-policy").unwrap_or_default();
            assert!(csp.contains("frame-ancestors 'none'") && csp.contains("worker-src 'self'"), "{path}: {csp}");
            assert_eq!(header(&h, "x-content-type-options"), Some("nosniff"));
            assert_eq!(header(&h, "content-encoding"), None, "{path}: not compressed unless asked");
            assert!(!body.is_empty());
        }
    }

    #[test]
    fn compresses_when_the_client_accepts_gzip() {
        let port = start(0).unwrap();
        let (status, h, body) = get(port, "/www/style.css", "Accept-Encoding: gzip, deflate, br\r\n");
        assert!(status.contains(" 200 "), "{status}");
        assert_eq!(header(&h, "content-encoding"), Some("gzip"));
        assert_eq!(header(&h, "content-length"), Some(body.len().to_string().as_str()));
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(&body[..]).read_to_end(&mut plain).unwrap();
        assert_eq!(plain, std::fs::read(crate::root().join("www/style.css")).unwrap());
        let (_, h, _) = get(port, "/www/style.css", "Accept-Encoding: gzip;q=0\r\n");
        assert_eq!(header(&h, "content-encoding"), None);
    }

    #[test]
    fn a_dist_folder_serves_its_precompressed_copies_and_cache_rules() {
        let dir = std::env::temp_dir().join(format!("swarm-serve-test-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("www/pkg")).unwrap();
        std::fs::write(dir.join("index.html"), "<p>hi</p>").unwrap();
        std::fs::write(dir.join("_headers"), "/*\n").unwrap();
        std::fs::write(dir.join("www/pkg/swarm_bg.0123456789.wasm"), b"\0asm").unwrap();
        std::fs::write(dir.join("www/pkg/swarm_bg.0123456789.wasm.br"), b"BROTLI").unwrap();
        let site = Site::Dist(dir.clone());
        let r = handle(&site, "GET", "/www/pkg/swarm_bg.0123456789.wasm", "gzip, br");
        assert_eq!(r.body, b"BROTLI");
        assert!(r.headers.contains(&("Cache-Control", site::IMMUTABLE.into())));
        assert!(r.headers.contains(&("Content-Encoding", "br".into())));
        let r = handle(&site, "GET", "/", "");
        assert!(r.headers.contains(&("Cache-Control", site::REVALIDATE.into())));
        assert_eq!(handle(&site, "GET", "/_headers", "").status, "404 Not Found");
        assert_eq!(handle(&site, "POST", "/", "").status, "405 Method Not Allowed");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        assert!(accepts("gzip, deflate, br", "gzip"));
        assert!(accepts("br;q=1.0, gzip;q=0.8", "gzip"));
        assert!(!accepts("gzip;q=0", "gzip"));
        assert!(!accepts("", "gzip"));
        assert!(accepts("*", "br"));
    }
}
