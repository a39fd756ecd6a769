//! `cargo xtask dist`: the site as a folder ready for any static host.
//!
//! - Only the site's files ([`crate::site::files`]), from a release build
//!   (wasm-opt'ed).
//! - The wasm, the JS and the CSS are renamed `name.HASH.ext` (HASH: the
//!   first [`site::HASH_LEN`] hex digits of the FNV-1a 64 hash of the content, after
//!   the references inside it were rewritten), and every reference to them in
//!   the copied index.html, JS and sw.js is rewritten to match. `www/worker.js`
//!   and `www/journal.js` keep their names (the wasm names them), and are
//!   revalidated like the page.
//! - sw.js's cache name becomes `swarm-BUILDHASH` and its file list the files
//!   of this build, so a new build installs a new worker that drops the old
//!   cache: no one is stuck on an old version.
//! - Beside each compressible file of 1 KiB or more: `.gz` (gzip -9) and
//!   `.br` (brotli 11), for hosts that serve precompressed files.
//! - `_headers` (Netlify / Cloudflare Pages): the Content-Security-Policy with
//!   `frame-ancestors 'none'`, the other security headers, a year's immutable
//!   cache for hashed files and `no-cache` for the rest.

use crate::site;
use std::collections::BTreeMap;
use std::path::Path;

/// FNV-1a, 64 bits: a stable content hash for cache busting (not security).
pub fn fnv64(data: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn short_hash(data: &[u8]) -> String {
    format!("{:016x}", fnv64(data))[..site::HASH_LEN].to_string()
}

/// Files renamed by content: JS, wasm and CSS under `www/`, except the
/// workers' scripts, whose URLs are written in the wasm.
fn is_versioned(rel: &str) -> bool {
    rel.starts_with("www/")
        && rel != "www/worker.js"
        && rel != "www/journal.js"
        && matches!(rel.rsplit('.').next(), Some("js" | "mjs" | "wasm" | "css"))
}

/// Files whose references are rewritten.
fn is_text(rel: &str) -> bool {
    matches!(rel.rsplit('.').next(), Some("html" | "js" | "mjs" | "css" | "webmanifest" | "json"))
}

fn base(rel: &str) -> &str {
    rel.rsplit('/').next().unwrap_or(rel)
}

/// `swarm_bg.wasm` + hash → `swarm_bg.HASH.wasm`.
fn hashed_name(rel: &str, hash: &str) -> String {
    match rel.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem}.{hash}.{ext}"),
        None => format!("{rel}.{hash}"),
    }
}

/// Replaces each reference to a file named in `names` (old base name → new
/// base name) in `text`: the name standing after `/`, a quote or `(`, and
/// before a quote, `)`, `?` or `#`. Returns the text and how many were
/// replaced.
pub fn rewrite(text: &str, names: &BTreeMap<String, String>) -> (String, usize) {
    let mut out = text.to_string();
    let mut count = 0;
    for (old, new) in names {
        let mut result = String::with_capacity(out.len());
        let mut rest = out.as_str();
        while let Some(i) = rest.find(old.as_str()) {
            let before = if i > 0 { rest[..i].chars().last() } else { result.chars().last() };
            let after = rest[i + old.len()..].chars().next();
            let bounded = matches!(before, Some('/' | '\'' | '"' | '`' | '('))
                && matches!(after, Some('\'' | '"' | '`' | ')' | '?' | '#'));
            result.push_str(&rest[..i]);
            result.push_str(if bounded { new } else { old });
            count += bounded as usize;
            rest = &rest[i + old.len()..];
        }
        result.push_str(rest);
        out = result;
    }
    (out, count)
}

/// sw.js for this build: `const VERSION = '…'` names the build, and
/// `const FILES = [ … ];` lists `files` (with `./` for the page).
pub fn service_worker(sw: &str, build: &str, files: &[String]) -> Result<String, String> {
    let set = |text: &str, start: &str, end: &str, with: &str| -> Result<String, String> {
        let a = text.find(start).ok_or_else(|| format!("sw.js has no `{start}`"))?;
        let b = a + text[a..].find(end).ok_or_else(|| format!("sw.js: `{start}` has no `{end}`"))? + end.len();
        Ok(format!("{}{with}{}", &text[..a], &text[b..]))
    };
    let sw = set(sw, "const VERSION = ", ";", &format!("const VERSION = 'swarm-{build}';"))?;
    let mut list = String::from("const FILES = [\n  './',\n");
    for f in files {
        list.push_str(&format!("  '{f}',\n"));
    }
    list.push_str("];");
    set(&sw, "const FILES = [", "];", &list)
}

/// The `_headers` file: security headers on every path, a cache rule per file.
pub fn headers_file(csp: &str, files: &[String]) -> String {
    let mut s = String::from("# Written by `cargo xtask dist`: header rules for Netlify and Cloudflare Pages.\n/*\n");
    for (k, v) in site::security_headers(csp) {
        s.push_str(&format!("  {k}: {v}\n"));
    }
    s.push_str("  Strict-Transport-Security: max-age=31536000\n");
    s.push_str(&format!("/\n  Cache-Control: {}\n", site::REVALIDATE));
    for f in files {
        s.push_str(&format!("/{f}\n  Cache-Control: {}\n", site::cache_control(f)));
    }
    s
}

/// What [`assemble`] wrote.
pub struct Summary {
    /// (path in the folder, bytes, gzip -9 bytes if compressed copies were written)
    pub files: Vec<(String, u64, Option<u64>)>,
    pub build: String,
}

/// Writes the site of `root` (after a build) into `out`, emptied first.
pub fn assemble(root: &Path, out: &Path) -> Result<Summary, String> {
    let io = |e: std::io::Error| e.to_string();
    let sources = site::files(root);
    for need in ["index.html", "sw.js"] {
        if !sources.iter().any(|f| f == need) {
            return Err(format!("{need} is missing"));
        }
    }
    let mut content: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for f in &sources {
        content.insert(f.clone(), std::fs::read(root.join(f)).map_err(|e| format!("{f}: {e}"))?);
    }
    // Names: rewrite, hash, repeat until no name changes (a file's hash
    // covers the hashed names it refers to).
    let versioned: Vec<&String> = sources.iter().filter(|f| is_versioned(f)).collect();
    let mut seen = std::collections::HashSet::new();
    for f in &versioned {
        if !seen.insert(base(f)) {
            return Err(format!("two versioned files are named {}", base(f)));
        }
    }
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    let render = |f: &str, names: &BTreeMap<String, String>| -> Vec<u8> {
        let raw = &content[f];
        match (is_text(f), std::str::from_utf8(raw)) {
            (true, Ok(t)) => rewrite(t, names).0.into_bytes(),
            _ => raw.clone(),
        }
    };
    for round in 0.. {
        if round > 8 {
            return Err("the versioned files refer to each other in a cycle".into());
        }
        let next: BTreeMap<String, String> = versioned
            .iter()
            .map(|f| (base(f).to_string(), hashed_name(base(f), &short_hash(&render(f, &names)))))
            .collect();
        if next == names {
            break;
        }
        names = next;
    }
    let renamed = |f: &str| -> String {
        match names.get(base(f)) {
            Some(n) if is_versioned(f) => format!("{}{n}", &f[..f.len() - base(f).len()]),
            _ => f.to_string(),
        }
    };
    let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut refs: BTreeMap<String, usize> = BTreeMap::new();
    for f in &sources {
        let bytes = render(f, &names);
        // The service worker's list names every file: it is no reference.
        if is_text(f) && f != "sw.js" {
            if let Ok(t) = std::str::from_utf8(&content[f]) {
                for (old, new) in &names {
                    let single: BTreeMap<String, String> = [(old.clone(), new.clone())].into();
                    *refs.entry(old.clone()).or_default() += rewrite(t, &single).1;
                }
            }
        }
        files.insert(renamed(f), bytes);
    }
    for f in &versioned {
        if refs.get(base(f)).copied().unwrap_or(0) == 0 {
            return Err(format!(
                "nothing in the site refers to {f} by name, so it cannot be renamed safely (if the wasm names it, \
                 leave it out of `is_versioned` in xtask/src/dist.rs)"
            ));
        }
    }
    // The service worker: this build's name and files.
    let mut build_bytes = Vec::new();
    for (f, b) in files.iter().filter(|(f, _)| f.as_str() != "sw.js") {
        build_bytes.extend_from_slice(f.as_bytes());
        build_bytes.extend_from_slice(&fnv64(b).to_le_bytes());
    }
    let build = short_hash(&build_bytes);
    let cached: Vec<String> = files.keys().filter(|f| f.as_str() != "sw.js").cloned().collect();
    let sw = String::from_utf8(files["sw.js"].clone()).map_err(|_| "sw.js is not UTF-8".to_string())?;
    files.insert("sw.js".into(), service_worker(&sw, &build, &cached)?.into_bytes());

    if out.exists() {
        std::fs::remove_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let mut summary = Summary { files: Vec::new(), build: build.clone() };
    for (f, bytes) in &files {
        let p = out.join(f);
        std::fs::create_dir_all(p.parent().expect("a file has a folder")).map_err(io)?;
        std::fs::write(&p, bytes).map_err(io)?;
        let mut gz = None;
        if site::compressible(f) && bytes.len() >= 1024 {
            let g = crate::serve::gzip(bytes, 9);
            let b = brotli(bytes);
            gz = Some(g.len() as u64);
            std::fs::write(out.join(format!("{f}.gz")), g).map_err(io)?;
            std::fs::write(out.join(format!("{f}.br")), b).map_err(io)?;
        }
        summary.files.push((f.clone(), bytes.len() as u64, gz));
    }
    let index = String::from_utf8_lossy(&files["index.html"]).to_string();
    let listed: Vec<String> = files.keys().cloned().collect();
    std::fs::write(out.join("_headers"), headers_file(&site::csp(&index), &listed)).map_err(io)?;
    Ok(summary)
}

fn brotli(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams { quality: 11, lgwin: 22, ..Default::default() };
    brotli::BrotliCompress(&mut &data[..], &mut out, &params).expect("compressing in memory");
    out
}

/// `cargo xtask dist`: release build, then the folder `dist/`.
pub fn dist() -> Result<std::path::PathBuf, String> {
    crate::build(true)?;
    let root = crate::root();
    let out = root.join("dist");
    let s = assemble(&root, &out)?;
    for (f, n, gz) in &s.files {
        match gz {
            Some(g) => println!("{f:<40} {n:>9} bytes  {g:>9} gzipped"),
            None => println!("{f:<40} {n:>9} bytes"),
        }
    }
    crate::say(&format!("wrote {} (build {}): publish this folder (see the README)", out.display(), s.build));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn rewrites_references_not_words() {
        let n = names(&[("swarm.js", "swarm.abc.js"), ("main.js", "main.def.js")]);
        let (t, k) = rewrite(
            "import init from './pkg/swarm.js';\n// main.js loads swarm.js\n<script src=\"www/main.js\">\nimport('./pkg/swarm.js?x')",
            &n,
        );
        assert_eq!(
            t,
            "import init from './pkg/swarm.abc.js';\n// main.js loads swarm.js\n<script src=\"www/main.def.js\">\nimport('./pkg/swarm.abc.js?x')"
        );
        assert_eq!(k, 3);
        // `myswarm.js` is another file.
        assert_eq!(rewrite("'./myswarm.js'", &n).1, 0);
    }

    #[test]
    fn the_service_worker_names_the_build_and_its_files() {
        let sw = "const VERSION = 'swarm-dev';\nconst FILES = [\n  './',\n  'www/main.js',\n];\nrest";
        let s = service_worker(sw, "0123456789", &["index.html".into(), "www/main.abc.js".into()]).unwrap();
        assert!(s.contains("const VERSION = 'swarm-0123456789';"));
        assert!(s.contains("'www/main.abc.js'") && !s.contains("'www/main.js'") && s.ends_with("];\nrest"));
        assert!(service_worker("nothing", "x", &[]).is_err());
    }

    #[test]
    fn assembles_a_site_with_hashed_names_headers_and_compressed_copies() {
        let tmp = std::env::temp_dir().join(format!("swarm-dist-test-{}", std::process::id()));
        let (root, out) = (tmp.join("repo"), tmp.join("dist"));
        let w = |p: &str, s: &str| {
            std::fs::create_dir_all(root.join(p).parent().unwrap()).unwrap();
            std::fs::write(root.join(p), s).unwrap();
        };
        let big = "x".repeat(5000);
        w(
            "index.html",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'\"><script src=\"www/main.js\"></script>",
        );
        w("sw.js", "const VERSION = 'swarm-dev';\nconst FILES = [\n  'www/main.js',\n];\n");
        w("www/main.js", "import init from './pkg/swarm.js'; init(new URL('./pkg/swarm_bg.wasm', import.meta.url));");
        w("www/worker.js", "import init from './pkg/swarm.js';");
        w("www/journal.js", "import init from './pkg/swarm.js';");
        w("www/pkg/swarm.js", &format!("// {big}\nnew URL('swarm_bg.wasm', import.meta.url)"));
        w("www/pkg/swarm_bg.wasm", &big);
        w("Cargo.toml", "[package]");
        w("src/lib.rs", "");
        w(".git/HEAD", "ref");
        let s = assemble(&root, &out).unwrap();
        let listed: Vec<&str> = s.files.iter().map(|(f, _, _)| f.as_str()).collect();
        assert_eq!(listed.len(), 7, "{listed:?}");
        assert!(!out.join("Cargo.toml").exists() && !out.join("src").exists() && !out.join(".git").exists());
        let find = |prefix: &str| listed.iter().find(|f| f.starts_with(prefix)).unwrap().to_string();
        let (main, glue, wasm) = (find("www/main."), find("www/pkg/swarm."), find("www/pkg/swarm_bg."));
        assert!(site::is_hashed(&main) && site::is_hashed(&glue) && site::is_hashed(&wasm), "{listed:?}");
        let read = |f: &str| std::fs::read_to_string(out.join(f)).unwrap();
        assert!(read("index.html").contains(&main));
        assert!(read(&main).contains(base(&glue)) && read(&main).contains(base(&wasm)));
        assert!(read("www/worker.js").contains(base(&glue)));
        assert!(read("www/journal.js").contains(base(&glue)), "the journal worker's script keeps its name");
        assert!(read(&glue).contains(base(&wasm)));
        let sw = read("sw.js");
        assert!(sw.contains(&format!("swarm-{}", s.build)) && sw.contains(&format!("'{main}'")), "{sw}");
        assert!(out.join(format!("{wasm}.gz")).exists() && out.join(format!("{wasm}.br")).exists());
        let h = read("_headers");
        assert!(
            h.contains("frame-ancestors 'none'")
                && h.contains(&format!("/{wasm}\n  Cache-Control: {}", site::IMMUTABLE))
        );
        assert!(h.contains(&format!("/index.html\n  Cache-Control: {}", site::REVALIDATE)));
        assert!(h.contains(&format!("/sw.js\n  Cache-Control: {}", site::REVALIDATE)));
        // The same sources give the same build; another wasm another one.
        assert_eq!(assemble(&root, &out).unwrap().build, s.build);
        w("www/pkg/swarm_bg.wasm", "other");
        let s2 = assemble(&root, &out).unwrap();
        assert_ne!(s2.build, s.build);
        assert!(
            s2.files.iter().any(|(f, _, _)| f != &main && f.starts_with("www/main.")),
            "main.js refers to the new wasm"
        );
        std::fs::remove_dir_all(&tmp).unwrap();
    }
}
