//! `cargo xtask lighthouse [QUERY] [--runs N]`: Lighthouse's mobile audit of
//! the page as it ships — `dist/` built, served compressed on 127.0.0.1 —
//! at `/QUERY` (default `?game=spider&deal=7`), with Debian's Chromium.
//!
//! npm `lighthouse` is installed (pinned: 12.2.3, the last release that runs
//! on Node 20) into `target/tools/lighthouse` when missing; it downloads no
//! browser. Prints the four category scores and CLS, LCP and TBT; the full
//! reports go to `target/lighthouse/`.

use std::path::PathBuf;
use std::process::Command;

const VERSION: &str = "12.2.3";

fn tools() -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|_| crate::root().join("target"));
    target.join("tools").join("lighthouse")
}

fn ensure_lighthouse() -> Result<PathBuf, String> {
    let dir = tools();
    let cli = dir.join("node_modules").join("lighthouse").join("cli").join("index.js");
    if cli.exists() {
        return Ok(cli);
    }
    crate::say(&format!("installing lighthouse@{VERSION} (npm) into {}", dir.display()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    if !dir.join("package.json").exists() {
        std::fs::write(dir.join("package.json"), "{\"private\": true}\n").map_err(|e| e.to_string())?;
    }
    crate::run(
        Command::new("npm")
            .current_dir(&dir)
            .env("PUPPETEER_SKIP_DOWNLOAD", "1")
            .args(["install", "--no-audit", "--no-fund", "--silent", "-E"])
            .arg(format!("lighthouse@{VERSION}")),
    )?;
    cli.exists().then_some(cli).ok_or_else(|| "lighthouse did not install".to_string())
}

/// One run's figures.
#[derive(Debug, Clone)]
pub struct Scores {
    pub performance: f64,
    pub accessibility: f64,
    pub best_practices: f64,
    pub seo: f64,
    pub cls: f64,
    pub lcp_ms: f64,
    pub tbt_ms: f64,
}

impl Scores {
    pub fn from_report(json: &str) -> Result<Scores, String> {
        let v: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("lighthouse report: {e}"))?;
        if let Some(e) = v.pointer("/runtimeError/message").and_then(|m| m.as_str()) {
            return Err(format!("lighthouse: {e}"));
        }
        let cat = |k: &str| v.pointer(&format!("/categories/{k}/score")).and_then(|s| s.as_f64()).unwrap_or(f64::NAN);
        let audit =
            |k: &str| v.pointer(&format!("/audits/{k}/numericValue")).and_then(|s| s.as_f64()).unwrap_or(f64::NAN);
        Ok(Scores {
            performance: cat("performance"),
            accessibility: cat("accessibility"),
            best_practices: cat("best-practices"),
            seo: cat("seo"),
            cls: audit("cumulative-layout-shift"),
            lcp_ms: audit("largest-contentful-paint"),
            tbt_ms: audit("total-blocking-time"),
        })
    }
    pub fn line(&self) -> String {
        format!(
            "performance {:.2} · accessibility {:.2} · best practices {:.2} · SEO {:.2} · CLS {:.3} · LCP {:.2} s · TBT {:.0} ms",
            self.performance,
            self.accessibility,
            self.best_practices,
            self.seo,
            self.cls,
            self.lcp_ms / 1000.0,
            self.tbt_ms
        )
    }
}

/// Each figure's median over `runs` (the middle run by each figure, not the
/// run with the middle performance: CLS, say, moves on its own).
pub fn median(runs: &[Scores]) -> Scores {
    let m = |f: fn(&Scores) -> f64| {
        let mut v: Vec<f64> = runs.iter().map(f).collect();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    Scores {
        performance: m(|s| s.performance),
        accessibility: m(|s| s.accessibility),
        best_practices: m(|s| s.best_practices),
        seo: m(|s| s.seo),
        cls: m(|s| s.cls),
        lcp_ms: m(|s| s.lcp_ms),
        tbt_ms: m(|s| s.tbt_ms),
    }
}

pub fn lighthouse(query: &str, runs: usize) -> Result<(), String> {
    let out_dir = crate::dist::dist()?;
    crate::ensure_chromium()?;
    let cli = ensure_lighthouse()?;
    let port = crate::serve::start_site(0, crate::serve::Site::Dist(out_dir))?;
    let query = query.trim_start_matches('/');
    let url = format!("http://127.0.0.1:{port}/{query}");
    let reports = tools().parent().and_then(|t| t.parent()).map(|t| t.join("lighthouse")).expect("target dir");
    std::fs::create_dir_all(&reports).map_err(|e| e.to_string())?;
    let mut all = Vec::new();
    for i in 1..=runs.max(1) {
        crate::say(&format!("lighthouse (mobile) run {i} of {runs}: {url}"));
        let base = reports.join(format!("run{i}"));
        let o = Command::new("node")
            .env("CHROME_PATH", "/usr/bin/chromium")
            .arg(&cli)
            .arg(&url)
            .args([
                "--quiet",
                "--output=json",
                "--output=html",
                "--only-categories=performance,accessibility,best-practices,seo",
            ])
            .arg("--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage")
            .arg(format!("--output-path={}", base.display()))
            .output()
            .map_err(|e| format!("node: {e}"))?;
        if !o.status.success() {
            return Err(format!("lighthouse failed: {}", String::from_utf8_lossy(&o.stderr)));
        }
        let json_path = reports.join(format!("run{i}.report.json"));
        let json = std::fs::read_to_string(&json_path).map_err(|e| format!("{}: {e}", json_path.display()))?;
        let s = Scores::from_report(&json)?;
        println!("lighthouse run {i}: {}", s.line());
        all.push(s);
    }
    if all.len() > 1 {
        println!("lighthouse median of {} runs, each figure on its own: {}", all.len(), median(&all).line());
    }
    crate::say(&format!("reports (HTML and JSON) in {}", reports.display()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_scores_of_a_report() {
        let json = r#"{"categories":{"performance":{"score":0.71},"accessibility":{"score":1},
            "best-practices":{"score":1},"seo":{"score":1}},
            "audits":{"cumulative-layout-shift":{"numericValue":0.55},
            "largest-contentful-paint":{"numericValue":3100.4},"total-blocking-time":{"numericValue":110}}}"#;
        let s = Scores::from_report(json).unwrap();
        assert_eq!(
            s.line(),
            "performance 0.71 · accessibility 1.00 · best practices 1.00 · SEO 1.00 · CLS 0.550 · LCP 3.10 s · TBT 110 ms"
        );
        assert!(Scores::from_report(r#"{"runtimeError":{"message":"NO_FCP"}}"#).is_err());
    }
}
