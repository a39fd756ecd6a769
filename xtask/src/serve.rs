//! A small static file server for the page (loopback only): serves the repo's
//! `index.html`, `www/` and the manifest/service worker beside them.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path};

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn respond(mut s: TcpStream, root: &Path) {
    let mut reader = BufReader::new(match s.try_clone() {
        Ok(c) => c,
        Err(_) => return,
    });
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // Drain headers.
    loop {
        let mut h = String::new();
        match reader.read_line(&mut h) {
            Ok(0) | Err(_) => break,
            Ok(_) if h == "\r\n" || h == "\n" => break,
            _ => {}
        }
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let rel_path = Path::new(rel);
    let safe = rel_path.components().all(|c| matches!(c, Component::Normal(_)));
    let file = root.join(rel_path);
    let (status, body, ctype) = if method != "GET" && method != "HEAD" {
        ("405 Method Not Allowed", b"method not allowed".to_vec(), "text/plain")
    } else if !safe {
        ("400 Bad Request", b"bad path".to_vec(), "text/plain")
    } else {
        match std::fs::read(&file) {
            Ok(b) => ("200 OK", b, content_type(&file)),
            Err(_) => ("404 Not Found", b"not found".to_vec(), "text/plain"),
        }
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = s.write_all(head.as_bytes());
    if method != "HEAD" {
        let _ = s.write_all(&body);
    }
}

fn listen(port: u16) -> Result<TcpListener, String> {
    TcpListener::bind(("127.0.0.1", port)).map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))
}

fn accept_loop(l: TcpListener) {
    let root = crate::root();
    for s in l.incoming().flatten() {
        let root = root.clone();
        std::thread::spawn(move || respond(s, &root));
    }
}

/// Starts serving in a background thread; returns the port (0 = any free port).
pub fn start(port: u16) -> Result<u16, String> {
    let l = listen(port)?;
    let p = l.local_addr().map_err(|e| e.to_string())?.port();
    std::thread::spawn(move || accept_loop(l));
    Ok(p)
}

/// Serves until interrupted, printing the URL.
pub fn serve_forever(port: u16) -> Result<(), String> {
    let l = listen(port)?;
    println!("Swarm is being served at http://127.0.0.1:{port}/  (Ctrl+C to stop)");
    accept_loop(l);
    Ok(())
}
