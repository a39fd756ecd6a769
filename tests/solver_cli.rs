//! `swarm solve`, `swarm hint` and `swarm bench`: JSON shape, verdicts,
//! exit codes (0 ok, 1 game error, 2 usage).

use swarm::cli::run;

fn sw(args: &str) -> (i32, String, String) {
    run(&args.split_whitespace().map(str::to_string).collect::<Vec<_>>())
}

fn write_tmp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("swarm-solver-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// Deal 7 after `7F 1E BF 41 67 6E 96 29 B2`: moves remain, none leads to a win.
const STUCK: &str = include_str!("fixtures/beeswax_stuck.txt");

#[test]
fn solve_json_is_one_object_with_the_spec_keys_and_the_moves_win() {
    let (code, out, _) = sw("solve beeswax 52923 --json");
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1);
    let v: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(v["game"], "beeswax");
    assert_eq!(v["deal"], 52923);
    assert_eq!(v["result"], "solved");
    assert!(v["nodes"].as_u64().unwrap() > 0);
    assert!(v["ms"].as_f64().unwrap() >= 0.0);
    let moves: Vec<String> = v["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
    let (code, out, err) = run(&["replay".into(), "beeswax".into(), "52923".into(), "--moves".into(), moves.join(" ")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("; won\n"), "{out}");
}

#[test]
fn solve_a_range_prints_one_line_per_deal() {
    let (code, out, _) = sw("solve beeswax 1..4 --json");
    assert_eq!(code, 0);
    let deals: Vec<u64> =
        out.lines().map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["deal"].as_u64().unwrap()).collect();
    assert_eq!(deals, vec![1, 2, 3, 4]);
}

#[test]
fn solve_a_range_hands_each_deal_on_as_soon_as_it_is_solved() {
    // The binary prints what `run_with` emits at once, so a long range shows
    // its results one by one.
    let args: Vec<String> = "solve beeswax 3..5 --json".split_whitespace().map(str::to_string).collect();
    let mut pieces: Vec<String> = Vec::new();
    let (code, err) = swarm::cli::run_with(&args, &mut |s: &str| {
        if !s.is_empty() {
            pieces.push(s.to_string())
        }
    });
    assert_eq!(code, 0, "{err}");
    let deals: Vec<u64> = pieces
        .iter()
        .map(|p| {
            assert_eq!(p.lines().count(), 1, "one deal a piece: {p}");
            serde_json::from_str::<serde_json::Value>(p).unwrap()["deal"].as_u64().unwrap()
        })
        .collect();
    assert_eq!(deals, [3, 4, 5]);
    // `run` gathers the same lines.
    assert_eq!(sw("solve beeswax 3..5 --json").1.lines().count(), 3);
}

#[test]
fn solve_a_lost_position_says_unsolvable() {
    let f = write_tmp("stuck.txt", STUCK);
    let (code, out, _) = sw(&format!("solve beeswax --position {f} --json"));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["result"], "unsolvable");
    assert_eq!(v["position"], f.as_str());
    assert_eq!(v["moves"].as_array().unwrap().len(), 0);
    let (code, out, _) = sw(&format!("solve beeswax --position {f}"));
    assert_eq!(code, 0);
    assert!(out.contains("not winnable (proven)"), "{out}");
}

#[test]
fn solve_with_a_tiny_budget_gives_up() {
    let (code, out, _) = sw("solve beeswax 29510 --budget-ms 0.001 --json");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["result"], "gave_up", "{out}");
}

#[test]
fn hint_names_a_move_and_a_reason() {
    let (code, out, _) = sw("hint beeswax 52923");
    assert_eq!(code, 0);
    assert!(out.starts_with("5E "), "{out}");
    assert!(out.contains("winnable"), "{out}");
}

#[test]
fn hint_after_losing_moves_says_how_far_back_it_was_winnable() {
    let (code, out, _) =
        run(&["hint".into(), "beeswax".into(), "7".into(), "--moves".into(), "7F 1E BF 41 67 6E 96 29 B2".into()]);
    assert_eq!(code, 0);
    assert!(out.starts_with("not winnable"), "{out}");
    assert!(out.contains("last winnable"), "{out}");
}

#[test]
fn hint_with_an_illegal_move_is_a_game_error() {
    let (code, _, err) = run(&["hint".into(), "beeswax".into(), "1".into(), "--moves".into(), "5E 5G".into()]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (5G)"), "{err}");
}

#[test]
fn bench_prints_a_summary() {
    let (code, out, _) = sw("bench beeswax 1..20");
    assert_eq!(code, 0);
    for want in ["decided 20 of 20", "winnable share", "median", "p99", "nodes/s"] {
        assert!(out.contains(want), "{want}: {out}");
    }
}

#[test]
fn hidden_games_solve_fairly_without_peek_and_say_so() {
    let (code, out, err) = sw("solve beehive 1 --json --budget-ms 2000");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_ne!(v["result"], "unsolvable");
    assert!(err.contains("--peek"), "{err}");
    let (code, out, _) = sw("solve beehive 1 --json --peek --budget-ms 2000");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(v["result"].is_string());
}

#[test]
fn usage_errors_exit_2_and_game_errors_exit_1() {
    assert_eq!(sw("solve").0, 2);
    assert_eq!(sw("solve beeswax").0, 2);
    assert_eq!(sw("solve nosuchgame 1").0, 2);
    assert_eq!(sw("solve beeswax 5..1").0, 2);
    assert_eq!(sw("solve beeswax 0").0, 2);
    assert_eq!(sw("solve beeswax 1 --budget-ms fast").0, 2);
    assert_eq!(sw("solve beeswax 1 --frobnicate").0, 2);
    assert_eq!(sw("hint beeswax 1..3").0, 2);
    assert_eq!(sw("bench beeswax 3").0, 2);
    let missing = std::env::temp_dir().join("swarm-no-such-file.txt");
    assert_eq!(sw(&format!("solve beeswax --position {}", missing.display())).0, 1);
    let bad = write_tmp("bad.txt", "game: beeswax\n1: Ks Ks\n");
    let (code, _, err) = sw(&format!("solve beeswax --position {bad}"));
    assert_eq!(code, 1, "{err}");
}

/// Keller's published solution of Solitaire Virtuoso deal 52923, replayed on
/// the position reconstructed from his article.
const KELLER_52923: &str = "5E DE 2F CF DF 42 C4 CF DC 9D
29 2E 2C 85 8C 32 38 32 38 12
1D B1 93 B3 AB 49 4A 14 71 7B
79 74 57 A7 51 65 61 6E 62 86
A6 B8 A5 B5";

#[test]
fn kellers_solution_of_virtuoso_deal_52923_wins_on_the_reconstructed_position() {
    let f = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/beeswax_keller_52923.txt");
    let (code, out, err) =
        run(&["replay".into(), "beeswax".into(), "--position".into(), f.into(), "--moves".into(), KELLER_52923.into()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("; won\n"), "{out}");
    // Every move carried as many cards as fit (Keller's notation has no counts).
    assert_eq!(KELLER_52923.split_whitespace().count(), 44);
    let (code, out, _) = sw(&format!("solve beeswax --position {f} --json"));
    assert_eq!(code, 0);
    assert!(out.contains("\"result\":\"solved\""), "{out}");
}
