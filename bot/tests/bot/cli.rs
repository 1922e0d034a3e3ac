//! The `palace` command-line tools, run as a user runs them.

use std::process::{Command, Output};

fn palace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(args)
        .output()
        .expect("palace runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn moves_lists_coordinate_and_wxf() {
    let o = palace(&["moves", "xiangqi"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 44);
    assert!(out.lines().any(|l| l == "h1g3 H2+3"), "{out}");
    assert!(out.lines().any(|l| l == "h3h10 C2+7"), "{out}");
    let o = palace(&[
        "moves",
        "minixiangqi",
        "--fen",
        "2k4/7/2P4/7/7/2C4/4K2 b - - 0 1",
    ]);
    assert_eq!(stdout(&o), "c7d7 K3=4\n");
}

#[test]
fn perft_prints_the_count_last() {
    let o = palace(&["perft", "minixiangqi", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("6664"));
    let o = palace(&["perft", "xiangqi", "2", "--divide"]);
    let out = stdout(&o);
    assert_eq!(out.lines().last(), Some("1920"));
    assert_eq!(out.lines().count(), 45);
    assert!(stderr(&o).contains("leaves/s"));
}

#[test]
fn status_reports_results() {
    let o = palace(&["status", "xiangqi"]);
    assert_eq!(stdout(&o), "ongoing\n");
    let o = palace(&[
        "status",
        "minixiangqi",
        "--fen",
        "4k2/7/2c4/7/7/7/R2K3 w - - 0 1",
        "a1a5",
        "c5c3",
        "a5a3",
        "c3c5",
        "a3a5",
        "c5c3",
        "a5a3",
        "c3c5",
        "a3a5",
    ]);
    assert_eq!(stdout(&o), "black wins perpetual-chase\n");
    let o = palace(&[
        "status",
        "minixiangqi",
        "--fen",
        "4k2/R6/7/7/7/7/1R1K3 w - - 0 1",
        "R6+6",
    ]);
    assert_eq!(stdout(&o), "red wins checkmate\n");
    let o = palace(&["status", "xiangqi", "C2=5", "马8进7", "h1g3"]);
    assert_eq!(stdout(&o), "ongoing\n");
}

#[test]
fn bad_input_is_named_and_fails() {
    let o = palace(&["status", "xiangqi", "C2=5", "H2+2"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: move 2 'H2+2' cannot be played: H2+2 is illegal: a horse does not move that way\n"
    );
    assert!(stdout(&o).is_empty());
    let o = palace(&["moves", "minixiangqi", "--fen", "3k3/7/7/7/7/7/3K2 w"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: invalid fen: rank 1 has 6 files, expected 7\n"
    );
    let o = palace(&["moves", "chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown variant 'chess'"));
    let o = palace(&[
        "status",
        "minixiangqi",
        "--fen",
        "4k2/R6/7/7/7/7/1R1K3 w - - 0 1",
        "b1b7",
        "e7d7",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the game is over (red wins checkmate)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn minishogi_tools() {
    let o = palace(&["moves", "minishogi"]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 14);
    assert!(out.lines().any(|l| l == "e1e4 Rx1b"), "{out}");
    let o = palace(&["perft", "minishogi", "3"]);
    assert_eq!(stdout(&o).lines().last(), Some("2512"));
    let moves = ["b1b2", "d5d4", "b2b1", "d4d5"].repeat(3);
    let mut args = vec!["status", "minishogi"];
    args.extend(moves.iter().copied());
    assert_eq!(stdout(&palace(&args)), "gote wins repetition\n");
    let o = palace(&["status", "minishogi", "P-5c", "P*4b"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: move 2 'P*4b' cannot be played: "),
        "{}",
        stderr(&o)
    );
}

#[test]
fn dark_tools() {
    let fen = "3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1";
    let o = palace(&["view", "--fen", fen, "--side", "red"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "#######\n#######\n#r#####\n#######\n#?#####\n#.##.##\n.C..K##\n"
    );
    let o = palace(&["moves", "dark-minixiangqi", "--fen", fen]);
    assert!(
        stdout(&o).lines().any(|l| l == "b1b5 C6+4"),
        "{}",
        stdout(&o)
    );
    let o = palace(&[
        "moves",
        "dark-minixiangqi",
        "--fen",
        "7/3k3/7/7/7/7/3K3 w - - 0 1",
        "--side",
        "black",
    ]);
    assert!(
        stdout(&o).lines().any(|l| l == "d6d1 K4+5"),
        "{}",
        stdout(&o)
    );
    let o = palace(&[
        "status",
        "dark-minixiangqi",
        "--fen",
        "7/3k3/7/7/7/7/3K3 w - - 0 1",
        "d1d6",
    ]);
    assert_eq!(stdout(&o), "red wins general-captured\n");
    let o = palace(&[
        "status",
        "dark-minixiangqi",
        "--fen",
        "PPPPPRR/4kNN/5pn/7/2p4/1pCp3/2KCp2 w - - 0 1",
    ]);
    assert_eq!(stdout(&o), "black wins immobilized\n");
    let o = palace(&["status", "dark-minixiangqi", "b1b7"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: move 1 'b1b7' cannot be played: that move is not in your list of moves\n"
    );
    let o = palace(&["moves", "xiangqi", "--side", "black"]);
    assert_eq!(o.status.code(), Some(2));
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("palace-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn render_writes_pngs_and_fog_pictures_depend_only_on_the_view() {
    let out = temp("xq.png");
    let o = palace(&[
        "render",
        "xiangqi",
        "--last",
        "C2=5",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let png = std::fs::read(&out).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert!(stdout(&o).starts_with("wrote "));
    // Two true positions Black sees identically: the red general on e1 or e2 (fog).
    let a = "3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1";
    let b = "3k3/7/1r5/7/1n5/4K2/1C5 w - - 0 1";
    let view = |fen: &str| stdout(&palace(&["view", "--fen", fen, "--side", "black"]));
    assert_eq!(view(a), view(b));
    assert_ne!(
        stdout(&palace(&["view", "--fen", a, "--side", "red"])),
        stdout(&palace(&["view", "--fen", b, "--side", "red"]))
    );
    let picture = |fen: &str, name: &str| {
        let out = temp(name);
        let o = palace(&[
            "render",
            "dark-minixiangqi",
            "--fen",
            fen,
            "--view",
            "black",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(out).unwrap()
    };
    assert_eq!(picture(a, "a.png"), picture(b, "b.png"));
    let bad = palace(&["render", "xiangqi", "--out", "/nonexistent-dir/x.png"]);
    assert_eq!(bad.status.code(), Some(3));
    assert!(stderr(&bad).starts_with("error: cannot write /nonexistent-dir/x.png"));
}

#[test]
fn pictures_are_captioned_in_the_language_asked_for() {
    let render = |name: &str, args: &[&str]| {
        let out = temp(name);
        let mut all = vec!["render", "xiangqi", "--out", out.to_str().unwrap()];
        all.extend_from_slice(args);
        let o = palace(&all);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(out).unwrap()
    };
    let japanese = render("ja.png", &["--lang", "ja"]);
    assert_eq!(
        japanese,
        render("ja-by-hand.png", &["--caption", "シャンチー · 赤の手番"])
    );
    assert_ne!(japanese, render("en.png", &[]));
    let bad = palace(&["render", "xiangqi", "--lang", "fr", "--out", "x.png"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("unknown language 'fr'"),
        "{}",
        stderr(&bad)
    );
    let gif = |name: &str, lang: &str| {
        let out = temp(name);
        let o = palace(&[
            "replay",
            "xiangqi",
            "C2=5",
            "--lang",
            lang,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(out).unwrap()
    };
    assert_ne!(gif("zh.gif", "zh-CN"), gif("en.gif", "en"));
}

#[test]
fn replay_writes_a_gif() {
    let out = temp("game.gif");
    let o = palace(&[
        "replay",
        "minishogi",
        "P-5c",
        "d5d4",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&out).unwrap()[..6], b"GIF89a");
    let o = palace(&[
        "replay",
        "xiangqi",
        "C2=5",
        "H2+2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("move 2 'H2+2'"));
}

#[test]
fn a_dark_player_sees_their_own_last_move_and_never_the_opponents() {
    let render = |name: &str, args: &[&str]| -> Vec<u8> {
        let out = temp(name);
        let mut all = vec!["render", "dark-minixiangqi"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--caption", "", "--out", out.to_str().unwrap()]);
        let o = palace(&all);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(&out).unwrap()
    };
    let after = "rcnkncr/p1ppp1p/1C5/7/7/P1PPP1P/R1NKNCR b - - 1 1";
    // Red played b1b5: Red's picture highlights it, Black's is exactly the plain view.
    let red_moved = render("own-red.png", &["--view", "red", "--last", "b1b5"]);
    let red_plain = render("plain-red.png", &["--fen", after, "--view", "red"]);
    assert!(red_moved != red_plain, "Red's own move is shown");
    let black_moved = render("own-black.png", &["--view", "black", "--last", "b1b5"]);
    let black_plain = render("plain-black.png", &["--fen", after, "--view", "black"]);
    assert!(
        black_moved == black_plain,
        "Red's move is not Black's to see"
    );
}

#[test]
fn engine_speaks_uci_for_every_variant() {
    use std::io::Write;
    for (variant, fen) in [
        ("minixiangqi", rules::Variant::MiniXiangqi),
        ("xiangqi", rules::Variant::Xiangqi),
        ("minishogi", rules::Variant::MiniShogi),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
            .arg("engine")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let script = format!(
            "uci\nsetoption name UCI_Variant value {variant}\nisready\nucinewgame\n\
             position startpos\ngo depth 3\nisready\n"
        );
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        // `quit` only after the search has answered (isready waits for nothing).
        std::thread::sleep(std::time::Duration::from_millis(300));
        stdin.write_all(b"quit\n").unwrap();
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            text.contains("id name Palace") && text.contains("uciok"),
            "{text}"
        );
        let best = text
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap_or_else(|| panic!("no bestmove for {variant}: {text}"));
        let mut game = rules::AnyGame::from_record(&rules::Record::new(fen)).unwrap();
        let turn = game.turn();
        game.play_as(turn, best.split_whitespace().next().unwrap())
            .unwrap_or_else(|e| panic!("{variant}: {best} is not legal: {e:?}"));
    }
}
