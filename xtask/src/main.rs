//! `cargo xtask` — Swarm's build tooling, so one cargo command builds and
//! tests everything and the wasm-bindgen versions cannot drift.
//!
//! `cargo xtask help` lists the commands, `cargo xtask COMMAND --help` (or
//! `-h`, or `cargo xtask help COMMAND`) says one's options; an option a
//! command does not take is a usage error (exit 2), never ignored.
//!
//! - `cargo xtask build [--dev]`: the four wasm files into `www/pkg/`, the
//!   page's (`swarm`), the search worker's (`search`), the journal
//!   worker's (`journal`) and the position reader's (`read`) (release: each with
//!   its profile, see [`PARTS`], then wasm-opt).
//! - `cargo xtask serve [--port N] [--dev | --no-build] [--dist]`: build
//!   (`--dev`: a debug build; `--no-build`: none), then serve the page on
//!   127.0.0.1 (prints the URL): the repository's site files, or with
//!   `--dist` the `dist/` folder as it ships (built by `dist` first unless
//!   `--no-build`). `--port 0`: any free port.
//! - `cargo xtask dist`: the site as a folder for a static host (`dist/`).
//! - `cargo xtask lighthouse [QUERY] [--runs N]`: Lighthouse's mobile scores
//!   of `dist/` served compressed.
//! - `cargo xtask test`: install what is missing, then every test: `cargo
//!   test` (the crate and xtask), the wasm build, the browser tests.
//! - `cargo xtask bench-wasm [N] [FAIR] [--no-build]`: the Beeswax solver on
//!   deals 1..N in Chromium (wasm) and natively, side by side, plus the wasm
//!   size; then the fair autoplay's time a move on deals 1..FAIR (default 5),
//!   wasm and native. It builds the search wasm with the `bench` feature
//!   (the benchmark exports); `--no-build` measures the wasm already in
//!   `www/pkg/`, which must have them.
//!
//! Installs are idempotent: the wasm32 target (rustup), Debian's Chromium
//! and binaryen (apt-get), playwright-core (npm, in `tests/e2e`), lighthouse
//! (npm, in `target/tools`).

mod dist;
mod lighthouse;
mod serve;
mod site;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn say(msg: &str) {
    eprintln!("\x1b[1mxtask:\x1b[0m {msg}");
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let desc = format!("{cmd:?}");
    let st = cmd.status().map_err(|e| format!("{desc}: {e}"))?;
    if st.success() {
        Ok(())
    } else {
        Err(format!("{desc} failed ({st})"))
    }
}

fn have(cmd: &str, arg: &str) -> bool {
    Command::new(cmd).arg(arg).output().map(|o| o.status.success()).unwrap_or(false)
}

/// `rustup target add wasm32-unknown-unknown` unless it is installed.
fn ensure_wasm_target() -> Result<(), String> {
    let out = Command::new("rustup").args(["target", "list", "--installed"]).output();
    if let Ok(o) = &out {
        if String::from_utf8_lossy(&o.stdout).contains("wasm32-unknown-unknown") {
            return Ok(());
        }
    }
    say("installing the wasm32-unknown-unknown target");
    run(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]))
}

/// One of the wasm files built from the crate: its output name in
/// `www/pkg/`, the crate feature that chooses what it exports, its cargo
/// profile for a release build and wasm-opt's flags for it.
struct Part {
    name: &'static str,
    feature: &'static str,
    profile: &'static str,
    opt: &'static [&'static str],
}

/// The page (`start`: the engine, the rules, the page; no solver) at
/// opt-level "z": it is what a player waits for before the first card, and
/// its code is not hot. The search worker (`Searcher`: the engine and the
/// solver) at the release profile's opt-level 3: "s" made the solver about
/// 10 % slower, "z" 26 % (docs/site.md). wasm-opt likewise: `-Os
/// --converge` for the page (3 KB less gzipped than `-O3`; `-Oz` breaks
/// wasm-bindgen), with `--low-memory-unused` (1.6 KB less: a constant
/// added to a pointer goes into the load's offset, which differs only where
/// the sum would wrap past 4 GB to the first 1,024 bytes, which no Rust
/// pointer does), `-O3` for the solver. `SWARM_WASM_PROFILE=NAME` builds
/// both with another profile and `SWARM_WASM_OPT=0` without wasm-opt
/// (`SWARM_WASM_OPT=-Os`: other wasm-opt flags for both), to compare;
/// `SWARM_PARTS=swarm,read` builds only the parts named (a size probe of
/// one wasm in a third of the time: `www/pkg` then holds only them, so the
/// page it makes is not one to serve).
/// The journal worker (`JournalWorker`: the statistics journal, its
/// figures, import and export, and its IndexedDB store; issue 42: out of
/// the page's wasm) as the page is: its work is small turns, not hot.
/// The reader of a position's text (`read`: the four games' text format
/// and Woods' line; out of the page's wasm, which loads it when a text must
/// be read) as the page is.
const PARTS: [Part; 4] = [
    Part { name: "swarm", feature: "page", profile: "wasm-z", opt: &["-Os", "--converge", "--low-memory-unused"] },
    Part { name: "search", feature: "search", profile: "release", opt: &["-O3"] },
    Part { name: "journal", feature: "journal", profile: "wasm-z", opt: &["-Os", "--converge", "--low-memory-unused"] },
    Part { name: "read", feature: "reader", profile: "wasm-z", opt: &["-Os", "--converge", "--low-memory-unused"] },
];

/// Builds the four wasm files and their JS glue into `www/pkg`; a release
/// build is then shrunk by wasm-opt (binaryen).
pub fn build(release: bool) -> Result<(), String> {
    build_with(release, &[])
}

/// [`build`] with more cargo `features` for the search wasm (`bench`: the
/// benchmark exports, which the shipped wasm leaves out).
fn build_with(release: bool, features: &[&str]) -> Result<(), String> {
    ensure_wasm_target()?;
    let out = root().join("www").join("pkg");
    // Generated afresh: no file of an older build is left to be served.
    if out.exists() {
        std::fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let build = build_id(&features.join(","))?;
    let only = std::env::var("SWARM_PARTS").ok();
    if let Some(only) = &only {
        say(&format!("SWARM_PARTS={only}: a size probe, www/pkg holds only these parts (not a page to serve)"));
    }
    for part in &PARTS {
        if only.as_ref().is_some_and(|v| !v.split(',').any(|n| n == part.name)) {
            continue;
        }
        let mut with = vec![part.feature];
        if part.feature == "search" {
            with.extend_from_slice(features);
        }
        build_part(part, release, &with, &out, &build)?;
    }
    Ok(())
}

/// The build's name, compiled into both wasm files (`SWARM_BUILD`, read as
/// `swarm::protocol::BUILD`) so the page uses only its own build's worker:
/// 12 hex digits of a hash of the crate's sources (`src/`, `Cargo.toml`,
/// `Cargo.lock`) and the extra features. The same sources give the same
/// name, so an unchanged crate is not rebuilt for it.
fn build_id(features: &str) -> Result<String, String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
        for e in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
            let p = e.map_err(|e| e.to_string())?.path();
            if p.is_dir() {
                walk(&p, out)?;
            } else {
                out.push(p);
            }
        }
        Ok(())
    }
    let root = root();
    let mut files = vec![root.join("Cargo.toml"), root.join("Cargo.lock")];
    walk(&root.join("src"), &mut files)?;
    files.sort();
    let mut all = features.as_bytes().to_vec();
    for f in files.iter().filter(|f| f.exists()) {
        all.extend_from_slice(f.strip_prefix(&root).unwrap_or(f).to_string_lossy().as_bytes());
        all.push(0);
        all.extend(std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?);
        all.push(0);
    }
    Ok(format!("{:016x}", dist::fnv64(&all))[..12].to_string())
}

fn build_part(part: &Part, release: bool, features: &[&str], out: &Path, build: &str) -> Result<(), String> {
    let root = root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let profile = match (release, std::env::var("SWARM_WASM_PROFILE")) {
        (false, _) => "debug".to_string(),
        (true, Ok(p)) => p,
        (true, Err(_)) => part.profile.to_string(),
    };
    let mut c = Command::new(cargo);
    c.current_dir(&root).args(["build", "--lib", "--target", "wasm32-unknown-unknown", "-p", "swarm"]);
    if release {
        c.args(["--profile", &profile]);
    }
    c.args(["--no-default-features", "--features", &features.join(",")]);
    c.env("SWARM_BUILD", build);
    let step = PARTS.iter().position(|p| p.name == part.name).map_or(0, |i| i + 1);
    say(&format!(
        "building the {} wasm ({step}/{}: {}, {profile}; cargo shows its progress)",
        part.name,
        PARTS.len(),
        features.join(", ")
    ));
    run(&mut c)?;
    let target_dir = std::env::var("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|_| root.join("target"));
    // The two parts share a profile's output name: copied before the next build.
    let built = target_dir.join("wasm32-unknown-unknown").join(&profile).join("swarm.wasm");
    let dir = built.with_file_name("parts");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let wasm = dir.join(format!("{}.wasm", part.name));
    std::fs::copy(&built, &wasm).map_err(|e| format!("{}: {e}", built.display()))?;
    // wasm-opt runs on rustc's output, before wasm-bindgen: on wasm-bindgen's
    // output, binaryen 108 (Debian's) points the export of the externref
    // table at the function table, and the page fails to start.
    let input = if release && std::env::var("SWARM_WASM_OPT").map_or(true, |v| v != "0") {
        let opt = dir.join(format!("{}.opt.wasm", part.name));
        match wasm_opt(&wasm, &opt, part.opt) {
            Ok(()) => opt,
            // A build without wasm-opt still works (about 40 KB more
            // gzipped): say so rather than fail the build.
            Err(e) => {
                say(&format!("warning: wasm-opt failed, the wasm is not shrunk: {e}"));
                wasm
            }
        }
    } else {
        wasm
    };
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&input)
        .out_name(part.name)
        .web(true)
        .map_err(|e| e.to_string())?
        .typescript(false)
        .debug(!release)
        .generate(out)
        .map_err(|e| format!("wasm-bindgen: {e}"))?;
    let bg = out.join(format!("{}_bg.wasm", part.name));
    let bytes = std::fs::read(&bg).map_err(|e| e.to_string())?;
    let gz = serve::gzip(&bytes, 9).len();
    say(&format!("built www/pkg/{}_bg.wasm ({} bytes, {gz} gzipped)", part.name, bytes.len()));
    Ok(())
}

/// The wasm features rustc enables by default (binaryen must accept them and
/// may use no others).
const WASM_FEATURES: &[&str] = &[
    "--enable-bulk-memory",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// `wasm-opt` from `input` to `output` with the flags `opt` (binaryen;
/// installed from Debian when missing).
fn wasm_opt(input: &Path, output: &Path, opt: &[&str]) -> Result<(), String> {
    if !have("wasm-opt", "--version") {
        apt_install(&["binaryen"])?;
    }
    if !have("wasm-opt", "--version") {
        return Err("wasm-opt is not installed (Debian's binaryen)".into());
    }
    let level = std::env::var("SWARM_WASM_OPT").ok().filter(|l| l.starts_with('-'));
    let level: Vec<&str> = level.as_deref().map_or(opt.to_vec(), |l| l.split(' ').collect());
    say(&format!("wasm-opt {}", level.join(" ")));
    run(Command::new("wasm-opt").args(&level).args(WASM_FEATURES).arg(input).arg("-o").arg(output))
}

/// `apt-get install` (with `apt-get update` first), as root or with sudo.
fn apt_install(packages: &[&str]) -> Result<(), String> {
    say(&format!("installing Debian's {} (apt-get)", packages.join(", ")));
    let root_user =
        String::from_utf8_lossy(&Command::new("id").arg("-u").output().map(|o| o.stdout).unwrap_or_default()).trim()
            == "0";
    let sudo: &[&str] = if root_user { &[] } else { &["sudo"] };
    let apt = |args: &[&str]| {
        let mut v: Vec<&str> = sudo.to_vec();
        v.push("apt-get");
        v.extend_from_slice(args);
        let mut c = Command::new(v[0]);
        c.args(&v[1..]).env("DEBIAN_FRONTEND", "noninteractive");
        run(&mut c)
    };
    apt(&["update", "-q"])?;
    let mut args = vec!["install", "-y", "-q"];
    args.extend_from_slice(packages);
    apt(&args)
}

/// Debian's Chromium for the browser tests.
fn ensure_chromium() -> Result<(), String> {
    if Path::new("/usr/bin/chromium").exists() {
        return Ok(());
    }
    apt_install(&["chromium", "chromium-driver"])
}

/// playwright-core in tests/e2e/node_modules (never a browser download).
fn ensure_playwright() -> Result<(), String> {
    let dir = root().join("tests").join("e2e");
    if dir.join("node_modules").join("playwright-core").exists() {
        return Ok(());
    }
    say("installing playwright-core (npm)");
    run(Command::new("npm").current_dir(&dir).args(["install", "--no-audit", "--no-fund", "--silent"]))
}

fn test() -> Result<(), String> {
    let root = root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    say("cargo test (unit, integration, doc)");
    run(Command::new(&cargo).current_dir(&root).args(["test", "-p", "swarm"]))?;
    say("cargo test --release --test catalogue (a sample of Spider's and Beetle's entries, worked out again)");
    run(Command::new(&cargo).current_dir(&root).args(["test", "--release", "-p", "swarm", "--test", "catalogue"]))?;
    say("cargo test -p xtask (the server, dist)");
    run(Command::new(&cargo).current_dir(&root).args(["test", "-p", "xtask"]))?;
    build(true)?;
    ensure_chromium()?;
    ensure_playwright()?;
    let server = serve::start(0)?;
    let url = format!("http://127.0.0.1:{}/", server);
    say(&format!("browser tests against {url}"));
    let dir = root.join("tests").join("e2e");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".test.mjs"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err("no browser tests found in tests/e2e".into());
    }
    run(Command::new("node")
        .current_dir(&dir)
        .env("SWARM_URL", &url)
        .args(["--test", "--test-concurrency=1", "--test-reporter=spec"])
        .args(&files))
}

/// Beeswax solver: wasm in Chromium against native, on the same deals;
/// then the fair autoplay's time a move, wasm and native, on deals 1..`fair`.
fn bench_wasm(n: u32, fair: u32, no_build: bool) -> Result<(), String> {
    let root = root();
    if !no_build {
        build_with(true, &["bench"])?;
    }
    ensure_chromium()?;
    ensure_playwright()?;
    let port = serve::start(0)?;
    let url = format!("http://127.0.0.1:{port}/");
    say(&format!("wasm: deals 1..{n} in Chromium"));
    let out = Command::new("node")
        .current_dir(root.join("tests").join("e2e"))
        .env("SWARM_URL", &url)
        .args(["bench-wasm.mjs", &n.to_string(), &fair.to_string()])
        .output()
        .map_err(|e| format!("node: {e}"))?;
    if !out.status.success() {
        return Err(format!("bench-wasm.mjs failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        println!("wasm (Chromium): {}", line.trim());
    }
    say(&format!("native: deals 1..{n}"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    run(Command::new(&cargo)
        .current_dir(&root)
        .args(["run", "--quiet", "--release", "--bin", "swarm", "--", "bench", "beeswax"])
        .arg(format!("1..{n}")))?;
    for (game, opts) in [
        ("beetle", &[][..]),
        ("spider", &["--opt", "suits=1"][..]),
        ("spider", &["--opt", "suits=2"][..]),
        ("spider", &["--opt", "suits=4"][..]),
        ("beehive", &[][..]),
    ] {
        say(&format!("native fair autoplay: {game} {} deals 1..{fair}", opts.join(" ")));
        run(Command::new(&cargo)
            .current_dir(&root)
            .args(["run", "--quiet", "--release", "--bin", "swarm", "--", "bench", game])
            .arg(format!("1..{fair}"))
            .args(opts)
            .arg("--fair-only"))?;
    }
    Ok(())
}

/// Each command: its name, its arguments, a line on what it does, and what
/// it does and installs in full (for `cargo xtask help` and `cargo xtask
/// COMMAND --help`).
const COMMANDS: &[(&str, &str, &str, &str)] = &[
    (
        "build",
        "[--dev]",
        "build the page's, the workers' and the reader's wasm into www/pkg/",
        "Builds the four wasm files into www/pkg/: the page's, the search worker's,\n\
         the journal worker's and the position reader's\n\
         (--dev: a debug build, faster to make and slower to run).\n\
         Installs when missing: the wasm32-unknown-unknown target (rustup), Debian's\n\
         binaryen for wasm-opt (apt-get).",
    ),
    (
        "serve",
        "[--port N] [--dev | --no-build] [--dist]",
        "build, then serve the page on http://127.0.0.1:8080/ (or port N)",
        "Builds as `build` does, then serves the page on http://127.0.0.1:N/ until\n\
         Ctrl+C (it prints the address).\n\
         --port N     the port (default 8080; 0: any free port)\n\
         --dev        a debug build\n\
         --no-build   serve the wasm already in www/pkg/\n\
         --dist       serve dist/ as it ships (built by `dist` first unless --no-build)\n\
         Installs when missing: what `build` installs.",
    ),
    (
        "dist",
        "",
        "the site as a folder for a static host (dist/)",
        "Writes the site as a folder for a static host (dist/): content-named files,\n\
         .br/.gz copies, _headers, the service worker (docs/site.md).",
    ),
    (
        "lighthouse",
        "[QUERY] [--runs N]",
        "Lighthouse's mobile scores of dist/",
        "Lighthouse's mobile scores of dist/ served compressed (QUERY: the page's\n\
         query, default ?game=spider&deal=7; N runs, the median reported).\n\
         Installs when missing: lighthouse (npm, in target/tools).",
    ),
    (
        "test",
        "",
        "install what is missing, then every test (native, wasm build, browser)",
        "Every test: cargo test (the crate and xtask), the wasm build, the browser\n\
         tests (tests/e2e/).\n\
         Installs when missing: what `build` installs, Debian's chromium (apt-get),\n\
         playwright-core (npm, in tests/e2e/; never a browser download).",
    ),
    (
        "bench-wasm",
        "[N] [FAIR] [--no-build]",
        "the solver in Chromium (wasm) and natively, side by side",
        "The Beeswax solver on deals 1..N (default 10000) in Chromium (wasm) and\n\
         natively, then fair autoplay's time a move on deals 1..FAIR (default 5).\n\
         --no-build   measure the wasm already in www/pkg/ (built with `bench`)\n\
         Installs when missing: what `test` installs.",
    ),
];

/// One line a command, for `cargo xtask help` and a usage error.
fn usage() -> String {
    let mut s = String::from("usage: cargo xtask COMMAND [OPTIONS]   (cargo xtask COMMAND --help: more)\n");
    for (name, args, line, _) in COMMANDS {
        s.push_str(&format!("  {}\n      {line}\n", format!("{name} {args}").trim_end()));
    }
    s
}

/// A command's whole help.
fn help(name: &str) -> Option<String> {
    let (name, args, _, what) = COMMANDS.iter().find(|(n, ..)| *n == name)?;
    Some(format!("usage: cargo xtask {}\n\n{what}\n", format!("{name} {args}").trim_end()))
}

/// Checks `args` (after the command) against what `cmd` takes: its flags,
/// those that take a value, and how many other arguments.
fn check_args(cmd: &str, args: &[String]) -> Result<(), String> {
    let (flags, valued, free): (&[&str], &[&str], usize) = match cmd {
        "build" => (&["--dev"], &[], 0),
        "serve" => (&["--dev", "--no-build", "--dist"], &["--port"], 0),
        "lighthouse" => (&[], &["--runs"], 1),
        "bench-wasm" => (&["--no-build"], &[], 2),
        _ => (&[], &[], 0),
    };
    let mut others = 0;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if valued.contains(&a) {
            let v = args.get(i + 1).ok_or_else(|| format!("{a} needs a value"))?;
            if v.parse::<u32>().is_err() || (a == "--port" && v.parse::<u16>().is_err()) {
                return Err(format!(
                    "{a} `{v}` is not a number{}",
                    if a == "--port" { " from 0 to 65535" } else { "" }
                ));
            }
            i += 2;
            continue;
        }
        if a.starts_with("--") && !flags.contains(&a) {
            return Err(format!("{cmd} does not take `{a}`"));
        }
        if !a.starts_with("--") {
            others += 1;
            if others > free {
                return Err(format!("{cmd} does not take `{a}`"));
            }
        }
        i += 1;
    }
    if cmd == "serve" && args.iter().any(|a| a == "--dev") && args.iter().any(|a| a == "--no-build") {
        return Err("serve takes --dev or --no-build, not both".into());
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let asks_help = |a: &String| a == "--help" || a == "-h";
    match args.first().map(String::as_str) {
        None | Some("help" | "--help" | "-h") => {
            match args.get(1).map(|c| help(c).ok_or(c)) {
                None => print!("{}", usage()),
                Some(Ok(h)) => print!("{h}"),
                Some(Err(c)) => {
                    eprint!("xtask: no command `{c}`\n{}", usage());
                    return ExitCode::from(2);
                }
            }
            return ExitCode::SUCCESS;
        }
        Some(cmd) => match help(cmd) {
            Some(h) if args[1..].iter().any(asks_help) => {
                print!("{h}");
                return ExitCode::SUCCESS;
            }
            Some(h) => {
                if let Err(e) = check_args(cmd, &args[1..]) {
                    eprint!("xtask: {e}\n{h}");
                    return ExitCode::from(2);
                }
            }
            None => {
                eprint!("xtask: no command `{cmd}`\n{}", usage());
                return ExitCode::from(2);
            }
        },
    }
    let flag_value = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let result = match args[0].as_str() {
        "build" => build(!args.iter().any(|a| a == "--dev")),
        "serve" => {
            let port = flag_value("--port").and_then(|p| p.parse().ok()).unwrap_or(8080);
            let no_build = args.iter().any(|a| a == "--no-build");
            if args.iter().any(|a| a == "--dist") {
                let d = if no_build { Ok(root().join("dist")) } else { dist::dist() };
                d.and_then(|d| serve::serve_forever(port, serve::Site::Dist(d)))
            } else {
                let built = if no_build { Ok(()) } else { build(!args.iter().any(|a| a == "--dev")) };
                built.and_then(|_| serve::serve_forever(port, serve::Site::Source(root())))
            }
        }
        "dist" => dist::dist().map(|_| ()),
        "lighthouse" => {
            let query =
                args.get(1).filter(|a| !a.starts_with("--")).map(String::as_str).unwrap_or("?game=spider&deal=7");
            let runs = flag_value("--runs").and_then(|n| n.parse().ok()).unwrap_or(1);
            lighthouse::lighthouse(query, runs)
        }
        "test" => test(),
        _ => {
            let numbers: Vec<&String> = args[1..].iter().filter(|a| !a.starts_with("--")).collect();
            bench_wasm(
                numbers.first().and_then(|n| n.parse().ok()).unwrap_or(10_000),
                numbers.get(1).and_then(|n| n.parse().ok()).unwrap_or(5),
                args.iter().any(|a| a == "--no-build"),
            )
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            say(&format!("error: {e}"));
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn every_command_has_its_help_and_serve_says_its_port() {
        for (name, ..) in COMMANDS {
            let h = help(name).unwrap();
            assert!(h.starts_with(&format!("usage: cargo xtask {name}")), "{h}");
            assert!(usage().contains(&format!("  {name}")));
        }
        let serve = help("serve").unwrap();
        assert!(serve.contains("--port N") && serve.contains("default 8080"), "{serve}");
        assert!(help("test").unwrap().contains("chromium") && help("test").unwrap().contains("playwright-core"));
        assert!(!help("serve").unwrap().contains("chromium"), "serve installs no browser");
    }

    #[test]
    fn an_option_a_command_does_not_take_is_refused() {
        assert_eq!(check_args("serve", &args("--port 9000 --dev")), Ok(()));
        assert_eq!(check_args("serve", &args("--port 0 --dist --no-build")), Ok(()));
        assert!(check_args("serve", &args("--prot 9000")).unwrap_err().contains("`--prot`"));
        assert!(check_args("serve", &args("--port")).unwrap_err().contains("needs a value"));
        assert!(check_args("serve", &args("--port 70000")).unwrap_err().contains("0 to 65535"));
        assert!(check_args("serve", &args("--dev --no-build")).is_err());
        assert!(check_args("build", &args("extra")).is_err());
        assert_eq!(check_args("lighthouse", &args("?game=beeswax&deal=1 --runs 3")), Ok(()));
        assert_eq!(check_args("bench-wasm", &args("100 2 --no-build")), Ok(()));
        assert!(check_args("bench-wasm", &args("100 2 3")).is_err());
    }
}
