//! Solver benchmarks (run in release; they print numbers, they time nothing
//! against a limit):
//!
//! ```text
//! cargo bench --bench solver -- beeswax [DEALS]        complete search, deals 1..DEALS (100000)
//! cargo bench --bench solver -- hidden [DEALS] [MS] [NODES]
//!                                   peeking analysis (MS a deal, 10000; NODES a deal, 400000)
//!                                   and fair autoplay vs. first-legal-move, for Spider
//!                                   1/2/4 suits, Beetle, Beehive (DEALS 1000)
//! ```
//! Each summary is the output of `swarm bench GAME 1..DEALS [--opt ...]`.

fn bench(args: &[&str]) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    eprintln!("$ swarm {}", args.join(" "));
    let (code, out, err) = swarm::cli::run(&args);
    print!("{out}");
    if code != 0 {
        eprintln!("{err}");
    }
    println!();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let which = args.first().map(String::as_str).unwrap_or("beeswax");
    let deals = |default: u32| args.get(1).and_then(|s| s.parse::<u32>().ok()).unwrap_or(default);
    match which {
        "beeswax" => bench(&["bench", "beeswax", &format!("1..{}", deals(100_000))]),
        "hidden" => {
            let range = format!("1..{}", deals(1000));
            let ms = args.get(2).cloned().unwrap_or_else(|| "10000".into());
            let nodes = args.get(3).cloned().unwrap_or_else(|| "400000".into());
            for (game, opt) in
                [("spider", "suits=1"), ("spider", "suits=2"), ("spider", "suits=4"), ("beetle", ""), ("beehive", "")]
            {
                let mut a = vec!["bench", game, &range, "--budget-ms", &ms, "--nodes", &nodes];
                if !opt.is_empty() {
                    a.extend(["--opt", opt]);
                }
                bench(&a);
            }
        }
        other => eprintln!("unknown benchmark `{other}` (beeswax, hidden)"),
    }
}
