//! The `swarm` command line: see `swarm --help`.
fn main() {
    // `args_os`: an argument that is not UTF-8 is a usage error, not a panic.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // Output is written as it is produced (a range of deals line by line);
    // a write error is exit 1 (no standard output at all is one), a closed
    // pipe ends the run (see `cli::Out`).
    let code = swarm::cli::run_os(&args, &mut swarm::cli::out::stdout(), &mut std::io::stderr().lock());
    std::process::exit(code);
}
