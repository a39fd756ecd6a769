//! The site: which of the repository's files are the page (one list for the
//! development server and for `dist`), their content types, and the HTTP
//! headers every copy of the site is served with (the Content-Security-Policy
//! with `frame-ancestors 'none'`, the other security headers, cache rules).

use std::path::{Component, Path, PathBuf};

/// Files at the top of the repository that are part of the site.
pub const TOP_FILES: &[&str] = &["index.html", "manifest.webmanifest", "sw.js"];
/// Folders whose every file (recursively, dotfiles excepted) is part of the
/// site; `www/pkg/` is the wasm build; `data/catalogue/` the catalogue of
/// rated deals and `data/help/` the help text, which the page fetches after
/// its first table (`src/page/game/catalogue.rs`, `src/page/sheets/help.rs`).
pub const DIRS: &[&str] = &["www", "data/catalogue", "data/help"];

/// The policy used when index.html carries no CSP meta tag.
const DEFAULT_CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; worker-src 'self'";

/// Directives that only a header can carry (a meta tag ignores
/// `frame-ancestors`), or that harden what the meta leaves open; added to
/// the page's own policy unless it names them already.
const HEADER_ONLY: &[(&str, &str)] = &[
    ("frame-ancestors", "frame-ancestors 'none'"),
    ("base-uri", "base-uri 'self'"),
    ("form-action", "form-action 'self'"),
    ("object-src", "object-src 'none'"),
];

/// `rel` (a `/`-separated path inside the repository) is one of the site's
/// files: a top file, or a file under a site folder with no hidden
/// component (`.git`, `.gitignore`…) and no `..`.
pub fn is_site_file(rel: &str) -> bool {
    let p = Path::new(rel);
    let normal = p.components().all(|c| matches!(c, Component::Normal(s) if !s.to_string_lossy().starts_with('.')));
    if !normal || rel.contains('\\') {
        return false;
    }
    TOP_FILES.contains(&rel) || DIRS.iter().any(|d| rel.strip_prefix(d).is_some_and(|r| r.starts_with('/')))
}

/// Every site file under `root` (sorted `/`-separated relative paths).
pub fn files(root: &Path) -> Vec<String> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            let r = format!("{rel}/{name}");
            match e.file_type() {
                Ok(t) if t.is_dir() => walk(&e.path(), &r, out),
                Ok(t) if t.is_file() && is_site_file(&r) => out.push(r),
                _ => {}
            }
        }
    }
    let mut out: Vec<String> = TOP_FILES.iter().filter(|f| root.join(f).is_file()).map(|f| f.to_string()).collect();
    for d in DIRS {
        walk(&root.join(d), d, &mut out);
    }
    out.sort();
    out
}

/// The path of `rel` under `root`, if `rel` is safe (only normal components).
pub fn join(root: &Path, rel: &str) -> Option<PathBuf> {
    let p = Path::new(rel);
    p.components().all(|c| matches!(c, Component::Normal(_))).then(|| root.join(p))
}

pub fn content_type(rel: &str) -> &'static str {
    match rel.rsplit('.').next().unwrap_or("") {
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

/// Worth compressing (text and wasm; PNGs are compressed already).
pub fn compressible(rel: &str) -> bool {
    matches!(
        rel.rsplit('.').next().unwrap_or(""),
        "html" | "js" | "mjs" | "wasm" | "css" | "json" | "webmanifest" | "svg" | "txt"
    )
}

/// The Content-Security-Policy header: the policy of index.html's meta tag
/// (so the two never drift), plus [`HEADER_ONLY`]'s directives.
pub fn csp(index_html: &str) -> String {
    let meta = meta_csp(index_html).unwrap_or_else(|| DEFAULT_CSP.to_string());
    let mut parts: Vec<String> = meta.split(';').map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect();
    for (name, directive) in HEADER_ONLY {
        if !parts.iter().any(|p| p.split_whitespace().next() == Some(name)) {
            parts.push(directive.to_string());
        }
    }
    parts.join("; ")
}

/// The `content` of `<meta http-equiv="Content-Security-Policy" …>`.
fn meta_csp(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let at = lower.find("http-equiv=\"content-security-policy\"")?;
    let start = lower[..at].rfind("<meta")?;
    let end = start + lower[start..].find('>')?;
    let tag = &html[start..end];
    let c = tag.to_ascii_lowercase().find("content=\"")? + "content=\"".len();
    let len = tag[c..].find('"')?;
    Some(tag[c..c + len].to_string())
}

/// The headers every response of the site carries (besides its type and
/// cache rule): the CSP and the other security headers.
pub fn security_headers(csp: &str) -> Vec<(&'static str, String)> {
    vec![
        ("Content-Security-Policy", csp.to_string()),
        ("X-Content-Type-Options", "nosniff".into()),
        ("X-Frame-Options", "DENY".into()),
        ("Referrer-Policy", "no-referrer".into()),
        ("Cross-Origin-Opener-Policy", "same-origin".into()),
        ("Cross-Origin-Resource-Policy", "same-origin".into()),
        ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()".into()),
    ]
}

/// A year, immutable: for files whose name carries their content's hash.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Always revalidated: the page, the service worker and unhashed files.
pub const REVALIDATE: &str = "no-cache";

/// Hex digits of the content hash in a file name.
pub const HASH_LEN: usize = 10;

/// `name.0123456789.ext`: the name carries a content hash (`dist` names the
/// wasm, the JS and the CSS so).
pub fn is_hashed(rel: &str) -> bool {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() >= 3 && {
        let h = parts[parts.len() - 2];
        h.len() == HASH_LEN && h.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    }
}

/// The cache rule for `rel` (a path served from `dist`; the development
/// server revalidates everything).
pub fn cache_control(rel: &str) -> &'static str {
    if is_hashed(rel) {
        IMMUTABLE
    } else {
        REVALIDATE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_site_is_the_page_www_and_the_catalogue_only() {
        for ok in [
            "index.html",
            "sw.js",
            "manifest.webmanifest",
            "www/style.css",
            "www/pkg/swarm_bg.wasm",
            "data/catalogue/spider-2.bin",
        ] {
            assert!(is_site_file(ok), "{ok}");
        }
        for no in [
            ".git/HEAD",
            "Cargo.toml",
            "src/lib.rs",
            "target/release/swarm",
            "www/.gitignore",
            "www/../Cargo.toml",
            "www",
            "data/other.txt",
            "wwwx/a.js",
            "/etc/passwd",
            "README.md",
            "tests/e2e/lib.mjs",
        ] {
            assert!(!is_site_file(no), "{no}");
        }
    }

    #[test]
    fn the_header_policy_is_the_meta_policy_and_forbids_framing() {
        let html = r#"<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; worker-src 'self'">"#;
        let c = csp(html);
        assert!(c.starts_with("default-src 'self'; worker-src 'self'; frame-ancestors 'none'"), "{c}");
        assert!(csp("<html></html>").contains("frame-ancestors 'none'"));
        let repo = std::fs::read_to_string(crate::root().join("index.html")).unwrap();
        let c = csp(&repo);
        assert!(c.contains("worker-src 'self'") && c.contains("'wasm-unsafe-eval'"), "{c}");
    }

    #[test]
    fn only_hashed_names_are_cached_for_good() {
        assert_eq!(cache_control("www/pkg/swarm_bg.0123456789.wasm"), IMMUTABLE);
        assert_eq!(cache_control("www/pkg/swarm_bg.wasm"), REVALIDATE);
        assert_eq!(cache_control("index.html"), REVALIDATE);
        assert_eq!(cache_control("sw.js"), REVALIDATE);
        assert_eq!(cache_control("www/icon-192.png"), REVALIDATE);
    }
}
