//! The `swarm` command line: see `swarm --help`.
fn main() {
    // `args_os`: an argument that is not UTF-8 is a usage error, not a panic.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // Output is printed as it is produced (a range of deals line by line).
    let (code, err) = swarm::cli::run_os(&args, &mut |s: &str| {
        use std::io::Write;
        if !s.is_empty() {
            let mut o = std::io::stdout().lock();
            let _ = o.write_all(s.as_bytes());
            let _ = o.flush();
        }
    });
    if !err.is_empty() {
        eprintln!("{err}");
    }
    std::process::exit(code);
}
