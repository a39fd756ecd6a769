//! The `swarm` command line: see `swarm --help`.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (code, out, err) = swarm::cli::run(&args);
    if !out.is_empty() {
        print!("{out}");
    }
    if !err.is_empty() {
        eprintln!("{err}");
    }
    std::process::exit(code);
}
