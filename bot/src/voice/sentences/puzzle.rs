//! Puzzles, settings and `/position` in English.

use rules::Choice;

use super::words::{self, side, side_start, with_side};
use crate::model::reminders_text;
use crate::service::said::{
    Hint, PlayerRefusal, PlayerSaid, PositionNext, PositionView, PuzzleRefusal, PuzzleSaid, Worth,
};
use crate::voice::catalogue::t;
use crate::voice::reader::write;

/// `it leads to a forced mate`, `it keeps 3.5 pawns`.
fn worth(w: Worth) -> String {
    match w {
        Worth::Mate => t!("puzzle-worth-mate"),
        Worth::Centipawns(cp) => t!(
            "puzzle-worth-pawns",
            pawns = format!("{:.1}", f64::from(cp) / 100.0)
        ),
    }
}

pub(super) fn said(s: &PuzzleSaid) -> String {
    match s {
        PuzzleSaid::Shown {
            resumed,
            game,
            variant,
            players,
            move_number,
            side: to_move,
        } => t!(
            "puzzle-shown",
            resumed = *resumed,
            game = game.to_string(),
            variant = words::variant(*variant),
            red = players[0].as_str(),
            black = players[1].as_str(),
            number = move_number.to_string(),
            side = side_start(*variant, *to_move)
        ),
        PuzzleSaid::Hint(hint) => match hint {
            Hint::Drop => t!("puzzle-hint-drop"),
            Hint::From(point) => t!("puzzle-hint-from", square = point.to_string()),
        },
        PuzzleSaid::Answer {
            written,
            coordinate,
            worth: w,
            missed_by,
        } => t!(
            "puzzle-answer",
            move = write(written),
            coordinate = coordinate.to_string(),
            worth = worth(*w),
            played = write(missed_by)
        ),
        PuzzleSaid::NotIt { written } => t!("puzzle-not-it", move = write(written)),
        PuzzleSaid::Solved {
            hinted,
            written,
            worth: w,
            missed_by,
            solved,
        } => t!(
            "puzzle-solved",
            hinted = *hinted,
            move = write(written),
            worth = worth(*w),
            played = write(missed_by),
            solved = solved.to_string()
        ),
        PuzzleSaid::NoneYet => t!("puzzle-none-yet"),
    }
}

pub(super) fn refusal(r: &PuzzleRefusal) -> String {
    match r {
        PuzzleRefusal::NoneOpen => t!("refused-no-puzzle-open"),
        PuzzleRefusal::NoAnswer(variant, e) => t!(
            "refused-puzzle-no-answer",
            why = super::from_rules::play_as_error(*variant, e)
        ),
        PuzzleRefusal::Gone(game) => t!("refused-puzzle-gone", game = game.to_string()),
    }
}

/// `Your move: 38 legal moves.` and the moves in three groups: captures, checks, the rest
/// (a capture that checks counts as a capture).
fn your_moves(moves: &[Choice]) -> Vec<String> {
    let group = |pick: &dyn Fn(&Choice) -> bool| -> Vec<String> {
        moves
            .iter()
            .filter(|c| pick(c))
            .map(|c| write(&c.written))
            .collect()
    };
    let mut lines = vec![t!("position-your-moves", count = moves.len())];
    for (id, group) in [
        ("position-captures", group(&|c| c.capture)),
        ("position-checks", group(&|c| c.check && !c.capture)),
        ("position-others", group(&|c| !c.capture && !c.check)),
    ] {
        if !group.is_empty() {
            lines.push(t!(id, moves = group.join(" ")));
        }
    }
    lines
}

pub(super) fn player(s: &PlayerSaid) -> String {
    match s {
        PlayerSaid::ServerSettings {
            language,
            reported,
            writing,
            organisers,
        } => {
            let spoken = match language {
                Some(l) => t!(
                    "server-settings-language-chosen",
                    endonym = words::endonym(*l),
                    tag = l.tag()
                ),
                None => t!(
                    "server-settings-language-discord",
                    endonym = words::endonym(reported.unwrap_or_default())
                ),
            };
            let (x, s) = (writing.xiangqi, writing.shogi);
            let mut text = t!(
                "server-settings",
                language = spoken,
                xiangqi = words::notation(x),
                xiangqi_name = x.name(),
                shogi = words::notation(s),
                shogi_name = s.name()
            );
            match organisers {
                Some(crate::service::said::Organisers::Role(role)) => {
                    text.push(' ');
                    text.push_str(&t!("server-settings-organisers", role = role.as_str()));
                }
                Some(crate::service::said::Organisers::Everyone) => {
                    text.push(' ');
                    text.push_str(&t!("server-settings-organisers-everyone"));
                }
                None => {}
            }
            text
        }
        PlayerSaid::Settings {
            style,
            writing,
            language,
            notify,
            remind,
            takes_challenges,
        } => {
            let reminded = match remind {
                None => t!("settings-remind-default"),
                Some(times) if times.is_empty() => t!("settings-remind-off"),
                Some(times) => t!(
                    "settings-remind",
                    times = reminders_text(times),
                    option = reminders_text(times).replace(' ', "")
                ),
            };
            let (x, s) = (writing.xiangqi, writing.shogi);
            let spoken = match language {
                Some(l) => t!(
                    "settings-language-chosen",
                    endonym = words::endonym(*l),
                    tag = l.tag()
                ),
                None => t!("settings-language-discord"),
            };
            t!(
                "settings",
                language = spoken,
                style_name = t!("settings-style", style = style.as_str()),
                style = style.as_str(),
                xiangqi = words::notation(x),
                xiangqi_name = x.name(),
                shogi = words::notation(s),
                shogi_name = s.name(),
                how = t!("settings-notify", notify = notify.name()),
                notify = notify.name(),
                reminded = reminded,
                challenged = t!("settings-challenges", on = *takes_challenges)
            )
        }
        PlayerSaid::Position {
            game,
            variant,
            ply,
            view,
            next,
        } => {
            let mut lines = Vec::new();
            let (game, ply) = (game.to_string(), ply.to_string());
            match view {
                PositionView::Fen(fen) => lines.push(t!(
                    "position-fen",
                    game = game,
                    variant = words::variant(*variant),
                    ply = ply,
                    fen = fen.as_str()
                )),
                PositionView::Dark { side: own, view } => {
                    lines.push(t!(
                        "position-dark",
                        game = game,
                        variant = words::variant(*variant),
                        ply = ply,
                        side = side(*variant, *own)
                    ));
                    // The same rows, in the same order, as the text of the player's board
                    // by DM (review of issue 41).
                    lines.push(format!("```\n{}\n```", view.rows_as_seen().join("\n")));
                }
            }
            match next {
                PositionNext::Over => lines.push(t!("position-over")),
                PositionNext::YourMoves(moves) => lines.extend(your_moves(moves)),
                PositionNext::ToMove { name, side: s } => lines.push(t!(
                    "position-to-move",
                    who = with_side(name, &side(*variant, *s))
                )),
            }
            lines.join("\n")
        }
    }
}

pub(super) fn player_refusal(r: &PlayerRefusal) -> String {
    match r {
        PlayerRefusal::DarkPositionHidden(game) => {
            t!("refused-dark-position", game = game.to_string())
        }
        PlayerRefusal::NoServerHere => t!("refused-no-server-here"),
        PlayerRefusal::NotServerManager => t!("refused-not-server-manager"),
        PlayerRefusal::PersonalSetting => t!("refused-personal-setting"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Notify;
    use crate::voice::sentences::as_written;
    use rules::{AnyGame, Color, Record, Variant};

    /// A new puzzle from move 12 of a Xiangqi game, black to move.
    fn shown_puzzle() -> PuzzleSaid {
        PuzzleSaid::Shown {
            resumed: false,
            game: 4,
            variant: Variant::Xiangqi,
            players: ["alice".into(), "bob".into()],
            move_number: 12,
            side: Color::Black,
        }
    }

    #[test]
    fn what_puzzles_say() {
        let cases = [
            (
                shown_puzzle(),
                "Puzzle, from game 4 (Xiangqi, alice vs bob, move 12): Black to move and win. Answer with /move; /puzzle hint gives a hint, /puzzle answer the answer, /puzzle next another one.",
            ),
            (
                PuzzleSaid::Hint(Hint::From("h3".into())),
                "Hint: the piece to move is the one on h3. Answer with /move.",
            ),
            (
                PuzzleSaid::Answer {
                    written: as_written("C2=5"),
                    coordinate: "h3e3".into(),
                    worth: Worth::Centipawns(350),
                    missed_by: as_written("H2+3"),
                },
                "The answer: C2=5 (h3e3); it keeps 3.5 pawns. In the game, H2+3 was played. /puzzle for the next.",
            ),
            (
                PuzzleSaid::NotIt {
                    written: as_written("H2+3"),
                },
                "Not H2+3: try again (/puzzle hint for a hint, /puzzle answer for the answer).",
            ),
            (
                PuzzleSaid::Solved {
                    hinted: true,
                    written: as_written("C2=5"),
                    worth: Worth::Mate,
                    missed_by: as_written("H2+3"),
                    solved: 2,
                },
                "Right with the hint: C2=5 — it leads to a forced mate. In the game, H2+3 was played. Puzzles solved: 2. /puzzle for the next.",
            ),
            (
                PuzzleSaid::NoneYet,
                "No puzzle for you yet. Puzzles come from finished games — yours first, then this server's — where the side to move had one clearly winning move and played another; the review after each game finds them.",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
        assert_eq!(
            said(&PuzzleSaid::Hint(Hint::Drop)),
            "Hint: it is a drop: a piece from the hand. Answer with /move."
        );
    }

    #[test]
    fn why_a_puzzle_is_refused() {
        let cases = [
            (
                PuzzleRefusal::NoneOpen,
                "you have no puzzle open: /puzzle gives you one",
            ),
            (
                PuzzleRefusal::NoAnswer(
                    Variant::Xiangqi,
                    Box::new(rules::PlayAsError::Refused(rules::MoveRefusal::Xiangqi(
                        rules::MoveError::Illegal {
                            text: "H2+2".into(),
                            reason: rules::xiangqi::Illegal::Shape(rules::xiangqi::Role::Horse),
                        },
                    ))),
                ),
                "that is no answer to the puzzle: H2+2 is illegal: a horse does not move that way",
            ),
            (
                PuzzleRefusal::Gone(4),
                "your puzzle from game 4 cannot be read any more: /puzzle next gives another",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn settings_and_puzzles_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let settings = PlayerSaid::Settings {
            style: "traditional".into(),
            writing: rules::Writing::default().with(rules::Notation::Chinese),
            language: None,
            notify: Notify::Dm,
            remind: Some(Vec::new()),
            takes_challenges: true,
        };
        let shown = shown_puzzle();
        let expected = [
            (
                Language::English,
                "Your settings: language your Discord's; pieces traditional (style:traditional); moves in Chinese for the xiangqi games (notation:chinese) and Western for Minishogi (notation:western); your turns, challenges and reminders: a direct message (notify:dm); no reminders (remind:off); anyone may challenge you by name (challenges:on).",
                "Puzzle, from game 4 (Xiangqi, alice vs bob, move 12): Black to move and win.",
            ),
            (
                Language::ChineseSimplified,
                "你的设置：语言 跟随你的Discord；棋子传统（style:traditional）；象棋类的着法用中文记法（notation:chinese），5五将棋用西式记法（notation:western）；轮到你、挑战和提醒的通知方式：私信（notify:dm）；不提醒（remind:off）；任何人都可以点名挑战你（challenges:on）。",
                "谜题，出自第4局（象棋，alice 对 bob，第12回合）：黑方走，必胜。",
            ),
            (
                Language::ChineseTraditional,
                "你的設定：語言 跟隨你的Discord；棋子傳統（style:traditional）；象棋類的著法用中文記法（notation:chinese），5五將棋用西式記法（notation:western）；輪到你、挑戰和提醒的通知方式：私信（notify:dm）；不提醒（remind:off）；任何人都可以點名挑戰你（challenges:on）。",
                "謎題，出自第4局（象棋，alice 對 bob，第12回合）：黑方走，必勝。",
            ),
            (
                Language::Vietnamese,
                "Cài đặt của bạn: ngôn ngữ theo Discord của bạn; quân cờ truyền thống (style:traditional); nước đi ghi bằng kiểu Trung Quốc cho cờ tướng (notation:chinese) và kiểu phương Tây cho Shogi mini (notation:western); cách báo lượt đi, thách đấu và nhắc nhở: tin nhắn riêng (notify:dm); không nhắc (remind:off); ai cũng có thể thách đấu đích danh bạn (challenges:on).",
                "Bài tập, từ ván 4 (Cờ tướng, alice vs bob, nước 12): Bên Đen đi và thắng.",
            ),
            (
                Language::Japanese,
                "あなたの設定：言語 Discordの言語、駒 伝統（漢字）（style:traditional）、シャンチー類の指し手は中国式（notation:chinese）、5五将棋は西洋式（notation:western）、手番・申し込み・リマインダーの知らせ：DM（notify:dm）、リマインダーなし（remind:off）、誰でもあなたを名指しで申し込めます（challenges:on）。",
                "詰め問題。対局4（シャンチー、alice 対 bob、第12巡）から：黒番で勝ちがあります。",
            ),
        ];
        for (language, settings_text, shown_start) in expected {
            let reader = Reader::of(language);
            let (a, b) = as_read_by(reader, || (player(&settings), said(&shown)));
            assert_eq!(a, settings_text, "{language}");
            assert!(b.starts_with(shown_start), "{language}: {b}");
        }
    }

    #[test]
    fn server_settings_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let chosen = PlayerSaid::ServerSettings {
            language: Some(Language::ChineseSimplified),
            reported: Some(Language::English),
            writing: rules::Writing::default().with(rules::Notation::Chinese),
            organisers: None,
        };
        let reported = PlayerSaid::ServerSettings {
            language: None,
            reported: Some(Language::Japanese),
            writing: rules::Writing::default().with(rules::Notation::Japanese),
            organisers: None,
        };
        let expected = [
            (
                Language::English,
                "This server's settings, for what Palace posts here for everyone: language 简体中文 (language:zh-CN); moves in Chinese for the xiangqi games (notation:chinese) and Western for Minishogi (notation:western). Members who may manage the server change them with /settings for:server.",
                "language as in the server's Discord settings (日本語); moves in WXF for the xiangqi games (notation:wxf) and Japanese for Minishogi (notation:japanese).",
                "only members who may manage this server (Manage Server) change its settings; /settings for:server shows them",
            ),
            (
                Language::ChineseSimplified,
                "本服务器的设置（Palace在这里公开发布的内容）：语言 简体中文（language:zh-CN）；象棋类的着法用中文记法（notation:chinese），5五将棋用西式记法（notation:western）。有“管理服务器”权限的成员可用 /settings for:server 修改。",
                "语言 跟随服务器的Discord语言（日本語）；象棋类的着法用WXF记法（notation:wxf），5五将棋用日本式记法（notation:japanese）。",
                "只有拥有“管理服务器”权限的成员才能修改本服务器的设置；/settings for:server 可以查看",
            ),
            (
                Language::ChineseTraditional,
                "本伺服器的設定（Palace在這裡公開發布的內容）：語言 简体中文（language:zh-CN）；象棋類的著法用中文記法（notation:chinese），5五將棋用西式記法（notation:western）。有「管理伺服器」權限的成員可用 /settings for:server 修改。",
                "語言 跟隨伺服器的Discord語言（日本語）；象棋類的著法用WXF記法（notation:wxf），5五將棋用日本式記法（notation:japanese）。",
                "只有擁有「管理伺服器」權限的成員才能修改本伺服器的設定；/settings for:server 可以查看",
            ),
            (
                Language::Vietnamese,
                "Cài đặt của máy chủ này, cho những gì Palace đăng công khai ở đây: ngôn ngữ 简体中文 (language:zh-CN); nước đi ghi bằng kiểu Trung Quốc cho cờ tướng (notation:chinese) và kiểu phương Tây cho Shogi mini (notation:western). Thành viên có quyền Quản Lý Máy Chủ đổi chúng bằng /settings for:server.",
                "ngôn ngữ theo Discord của máy chủ (日本語); nước đi ghi bằng WXF cho cờ tướng (notation:wxf) và kiểu Nhật cho Shogi mini (notation:japanese).",
                "chỉ thành viên có quyền Quản Lý Máy Chủ mới đổi được cài đặt của máy chủ này; /settings for:server để xem",
            ),
            (
                Language::Japanese,
                "このサーバーの設定（Palaceがここで全員に向けて投稿する内容）：言語 简体中文（language:zh-CN）、シャンチー類の指し手は中国式（notation:chinese）、5五将棋は西洋式（notation:western）。「サーバー管理」権限のあるメンバーが /settings for:server で変更できます。",
                "言語 サーバーのDiscordの言語（日本語）、シャンチー類の指し手はWXF（notation:wxf）、5五将棋は日本式（notation:japanese）。",
                "このサーバーの設定を変更できるのは「サーバー管理」権限のあるメンバーだけです。/settings for:server で確認できます",
            ),
        ];
        for (language, chosen_text, reported_part, refusal) in expected {
            let (a, b, c) = as_read_by(Reader::of(language), || {
                (
                    player(&chosen),
                    player(&reported),
                    player_refusal(&PlayerRefusal::NotServerManager),
                )
            });
            assert_eq!(a, chosen_text, "{language}");
            assert!(b.contains(reported_part), "{language}: {b}");
            assert_eq!(c, refusal, "{language}");
            for t in [&a, &b, &c] {
                assert_eq!(render::missing_glyph(t), None, "{language}: {t}");
            }
        }
    }

    #[test]
    fn settings_and_positions() {
        let game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        let moves = game.moves_for(Color::Red);
        let cases = [
            (
                PlayerSaid::Settings {
                    style: "western".into(),
                    writing: rules::Writing::default().with(rules::Notation::Chinese),
                    language: Some(crate::model::Language::Vietnamese),
                    notify: Notify::Dm,
                    remind: Some(vec![2 * 86_400, 7200]),
                    takes_challenges: false,
                },
                "Your settings: language Tiếng Việt (language:vi); pieces western (style:western); moves in Chinese for the xiangqi games (notation:chinese) and Western for Minishogi (notation:western); your turns, challenges and reminders: a direct message (notify:dm); reminders 2d, 2h before a deadline (remind:2d,2h); nobody may challenge you by name, open challenges stay open to you (challenges:off).".to_owned(),
            ),
            (
                PlayerSaid::ServerSettings {
                    language: None,
                    reported: None,
                    writing: rules::Writing::default(),
                    organisers: None,
                },
                "This server's settings, for what Palace posts here for everyone: language as in the server's Discord settings (English); moves in WXF for the xiangqi games (notation:wxf) and Western for Minishogi (notation:western). Members who may manage the server change them with /settings for:server.".to_owned(),
            ),
            (
                PlayerSaid::ServerSettings {
                    language: None,
                    reported: None,
                    writing: rules::Writing::default(),
                    organisers: Some(crate::service::said::Organisers::Everyone),
                },
                "This server's settings, for what Palace posts here for everyone: language as in the server's Discord settings (English); moves in WXF for the xiangqi games (notation:wxf) and Western for Minishogi (notation:western). Members who may manage the server change them with /settings for:server. Anyone here may open a tournament (organisers:@everyone).".to_owned(),
            ),
            (
                PlayerSaid::Position {
                    game: 1,
                    variant: Variant::MiniXiangqi,
                    ply: 0,
                    view: PositionView::Fen(Variant::MiniXiangqi.start_fen().into()),
                    next: PositionNext::YourMoves(moves.clone()),
                },
                format!(
                    "Game 1 (Mini Xiangqi), ply 0: FEN `{}`\nYour move: {} legal moves.\n{}",
                    Variant::MiniXiangqi.start_fen(),
                    moves.len(),
                    your_moves(&moves)[1..].join("\n")
                ),
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(player(&s), text);
        }
        assert_eq!(
            player(&PlayerSaid::Settings {
                style: "traditional".into(),
                writing: rules::Writing::default().with(rules::Notation::Japanese),
                language: None,
                notify: Notify::Ping,
                remind: None,
                takes_challenges: true,
            }),
            "Your settings: language your Discord's; pieces traditional (style:traditional); moves in WXF for the xiangqi games (notation:wxf) and Japanese for Minishogi (notation:japanese); your turns, challenges and reminders: a mention in the game's channel (notify:ping); reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default); anyone may challenge you by name (challenges:on)."
        );
        assert_eq!(
            player(&PlayerSaid::Position {
                game: 2,
                variant: Variant::Xiangqi,
                ply: 9,
                view: PositionView::Fen("f".into()),
                next: PositionNext::ToMove {
                    name: "bob".into(),
                    side: Color::Black,
                },
            }),
            "Game 2 (Xiangqi), ply 9: FEN `f`\nbob (black) to move."
        );
        let rows = your_moves(&moves);
        assert!(rows[1].starts_with("Others: "), "{rows:?}");
        let cases = [
            (
                PlayerRefusal::DarkPositionHidden(3),
                "game 3 is a dark game: its position stays hidden until it ends",
            ),
            (
                PlayerRefusal::NoServerHere,
                "a server's settings are changed in that server: this is a direct message",
            ),
            (
                PlayerRefusal::NotServerManager,
                "only members who may manage this server (Manage Server) change its settings; /settings for:server shows them",
            ),
            (
                PlayerRefusal::PersonalSetting,
                "style, notify, challenges and remind are each player's own: a server's settings are its language and notation",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(player_refusal(&r), text);
        }
    }
}
