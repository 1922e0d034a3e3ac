//! Challenges in English.

use super::words::{self, challenge_options, result, side, with_side};
use crate::service::said::{ChallengeRefusal, ChallengeSaid, Terms};
use crate::voice::catalogue::t;

/// `Mini Xiangqi (rated, 3 days per move; alice plays red)`.
pub(super) fn terms(t: &Terms) -> String {
    t!(
        "challenge-terms",
        variant = super::words::variant(t.variant),
        rated = t.rated,
        days = t.days,
        own = t.own_start,
        side = t
            .challenger_side
            .map_or_else(|| "random".to_owned(), |c| side(t.variant, c)),
        challenger = t.challenger.as_str()
    )
}

pub(super) fn said(s: &ChallengeSaid) -> String {
    match s {
        ChallengeSaid::WhichGame { opponent: Some(to) } => {
            t!("challenge-which-game", to = to.as_str())
        }
        ChallengeSaid::WhichGame { opponent: None } => t!("challenge-which-game-open"),
        ChallengeSaid::Offered {
            id,
            to,
            terms: terms_of,
            start,
        } => {
            let start = start.as_ref().map_or(String::new(), |fen| {
                format!("\n{}`{fen}`", t!("challenge-start"))
            });
            let challenger = terms_of.challenger.as_str();
            let text = match to {
                Some(to) => t!(
                    "challenge-offered",
                    challenger = challenger,
                    to = to.as_str(),
                    terms = terms(terms_of),
                    id = id.to_string()
                ),
                None => t!(
                    "challenge-open",
                    challenger = challenger,
                    terms = terms(terms_of),
                    id = id.to_string()
                ),
            };
            text + &start
        }
        ChallengeSaid::ChallengedYou {
            id,
            terms: terms_of,
            place,
        } => t!(
            "challenge-to-you",
            challenger = terms_of.challenger.as_str(),
            terms = terms(terms_of),
            place = place.to_string(),
            id = id.to_string()
        ),
        ChallengeSaid::NoticeHeldBack { opponent, minutes } => t!(
            "challenge-held-back",
            opponent = opponent.as_str(),
            minutes = *minutes
        ),
        ChallengeSaid::GameBegins {
            game,
            players,
            variant,
            days,
            rated,
            first,
            event,
        } => {
            let mut text = t!(
                "game-begins",
                game = game.to_string(),
                red = with_side(&players[0], &side(*variant, rules::Color::Red)),
                black = with_side(&players[1], &side(*variant, rules::Color::Black)),
                variant = words::variant(*variant),
                days = *days,
                rated = *rated,
                first = players[first.index()].as_str()
            );
            if let Some(e) = event {
                text.push(' ');
                text.push_str(&t!(
                    "game-begins-event",
                    tournament = e.tournament.to_string(),
                    round = e.round
                ));
            }
            text
        }
        ChallengeSaid::Declined { id, by, challenger } => t!(
            "challenge-declined",
            id = id.to_string(),
            by = by.as_str(),
            challenger = challenger.as_str()
        ),
        ChallengeSaid::Withdrawn { id, by } => {
            t!("challenge-withdrawn", id = id.to_string(), by = by.as_str())
        }
        ChallengeSaid::Expired { id, by } => {
            t!("challenge-expired", id = id.to_string(), by = by.as_str())
        }
    }
}

pub(super) fn refusal(r: &ChallengeRefusal) -> String {
    match r {
        ChallengeRefusal::Yourself => t!("refused-yourself"),
        ChallengeRefusal::OwnStartRated => t!("refused-own-start-rated"),
        ChallengeRefusal::BadStart(variant, reason) => {
            let reason = match reason.as_ref() {
                rules::RecordError::Start(e) => super::from_rules::start_error(e),
                other => super::from_rules::record_error(*variant, other),
            };
            t!("refused-bad-start", reason = reason)
        }
        ChallengeRefusal::StartDecided(variant, outcome) => {
            t!("refused-start-decided", result = result(*variant, *outcome))
        }
        ChallengeRefusal::LevelWithOpponent { opponent } => {
            t!("refused-level-with-opponent", opponent = opponent.as_str())
        }
        ChallengeRefusal::PalaceUnrated => t!("refused-palace-unrated"),
        ChallengeRefusal::TooManyOpen(open) => t!(
            "refused-too-many-open",
            count = open.len(),
            which = challenge_options(open)
        ),
        ChallengeRefusal::TooManyEngineGames(games) => t!(
            "refused-too-many-engine-games",
            count = games.len(),
            which = games
                .iter()
                .map(|g| format!("game:{g}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ChallengeRefusal::TakesNone(name) => t!("refused-takes-none", name = name.as_str()),
        ChallengeRefusal::NoSuch(id) => t!("refused-no-such-challenge", id = id.to_string()),
        ChallengeRefusal::Which(ids) => {
            t!("refused-which-challenge", which = challenge_options(ids))
        }
        ChallengeRefusal::NothingToAccept => t!("refused-nothing-to-accept"),
        ChallengeRefusal::OwnChallenge(id) => t!("refused-own-challenge", id = id.to_string()),
        ChallengeRefusal::NotForYou(id) => t!("refused-not-for-you", id = id.to_string()),
        ChallengeRefusal::Expired(id) => t!("refused-challenge-expired", id = id.to_string()),
        ChallengeRefusal::NothingToDecline => t!("refused-nothing-to-decline"),
        ChallengeRefusal::YoursToCancel(id) => t!("refused-yours-to-cancel", id = id.to_string()),
        ChallengeRefusal::NothingToWithdraw => t!("refused-nothing-to-withdraw"),
        ChallengeRefusal::NotYoursToWithdraw(id) => {
            t!("refused-not-yours-to-withdraw", id = id.to_string())
        }
        ChallengeRefusal::Unreadable { id, reason } => t!(
            "refused-challenge-unreadable",
            id = id.to_string(),
            reason = super::from_rules::damage(reason)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Place;
    use rules::{Color, EndReason, Outcome, Variant};

    fn t(side: Option<Color>, own_start: bool) -> Terms {
        Terms {
            variant: Variant::MiniXiangqi,
            rated: !own_start,
            days: 3,
            own_start,
            challenger: "alice".into(),
            challenger_side: side,
        }
    }

    #[test]
    fn a_challenge_told_privately_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let told = |side, own| ChallengeSaid::ChallengedYou {
            id: 4,
            terms: t(side, own),
            place: Place("#lobby".into()),
        };
        let expected = [
            (
                Language::English,
                "alice challenged you to Mini Xiangqi (rated, 3 days per move; alice plays black) in #lobby: /accept challenge:4 there.",
                "alice challenged you to Mini Xiangqi (casual, 3 days per move, own start position; sides drawn at random) in #lobby: /accept challenge:4 there.",
            ),
            (
                Language::ChineseSimplified,
                "alice在#lobby向你发起挑战：迷你象棋（计等级分，每步3天；alice执黑方）。请在那里用 /accept challenge:4 接受。",
                "alice在#lobby向你发起挑战：迷你象棋（不计等级分，每步3天，自定开局局面；先后手随机）。请在那里用 /accept challenge:4 接受。",
            ),
            (
                Language::ChineseTraditional,
                "alice在#lobby向你發起挑戰：迷你象棋（計等級分，每步3天；alice執黑方）。請在那裡用 /accept challenge:4 接受。",
                "alice在#lobby向你發起挑戰：迷你象棋（不計等級分，每步3天，自訂開局局面；先後手隨機）。請在那裡用 /accept challenge:4 接受。",
            ),
            (
                Language::Vietnamese,
                "alice thách đấu bạn Cờ tướng mini (tính điểm, 3 ngày mỗi nước; alice cầm bên Đen) ở #lobby: gõ /accept challenge:4 ở đó để nhận lời.",
                "alice thách đấu bạn Cờ tướng mini (giao hữu, 3 ngày mỗi nước, thế cờ khởi đầu riêng; bên chơi được chọn ngẫu nhiên) ở #lobby: gõ /accept challenge:4 ở đó để nhận lời.",
            ),
            (
                Language::Japanese,
                "aliceが#lobbyであなたに対局を申し込みました：ミニシャンチー（レーティング対象、一手3日、aliceが黒）。そこで /accept challenge:4 で受けられます。",
                "aliceが#lobbyであなたに対局を申し込みました：ミニシャンチー（レーティング対象外、一手3日、独自の開始局面、手番はランダム）。そこで /accept challenge:4 で受けられます。",
            ),
        ];
        for (language, sided, random) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                (
                    said(&told(Some(Color::Black), false)),
                    said(&told(None, true)),
                )
            });
            assert_eq!(words, (sided.to_owned(), random.to_owned()), "{language}");
        }
    }

    #[test]
    fn challenges_posted_begun_and_refused_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let offered = ChallengeSaid::Offered {
            id: 4,
            to: Some("bob".into()),
            terms: t(Some(Color::Red), false),
            start: None,
        };
        let begins = ChallengeSaid::GameBegins {
            game: 7,
            players: ["alice".into(), "bob".into()],
            variant: Variant::Xiangqi,
            days: 1,
            rated: true,
            first: Color::Red,
            event: None,
        };
        let expected = [
            (
                Language::English,
                [
                    "alice challenges bob to Mini Xiangqi (rated, 3 days per move; alice plays red). bob: /accept challenge:4 or /decline challenge:4.",
                    "Game 7 begins: alice (red) vs bob (black), Xiangqi, 1 day per move, rated. alice moves first.",
                    "you have 2 open challenges, as many as one may have at once: /cancel one of them first (challenge:3, challenge:5)",
                ],
            ),
            (
                Language::ChineseSimplified,
                [
                    "alice向bob发起挑战：迷你象棋（计等级分，每步3天；alice执红方）。bob：/accept challenge:4 接受，/decline challenge:4 拒绝。",
                    "第7局开始：alice（红方） 对 bob（黑方），象棋，每步1天，计等级分。alice先走。",
                    "你已有2个未被接受的挑战，已达上限：请先用 /cancel 撤回其中一个（challenge:3, challenge:5）",
                ],
            ),
            (
                Language::ChineseTraditional,
                [
                    "alice向bob發起挑戰：迷你象棋（計等級分，每步3天；alice執紅方）。bob：/accept challenge:4 接受，/decline challenge:4 拒絕。",
                    "第7局開始：alice（紅方） 對 bob（黑方），象棋，每步1天，計等級分。alice先走。",
                    "你已有2個未被接受的挑戰，已達上限：請先用 /cancel 撤回其中一個（challenge:3, challenge:5）",
                ],
            ),
            (
                Language::Vietnamese,
                [
                    "alice thách đấu bob Cờ tướng mini (tính điểm, 3 ngày mỗi nước; alice cầm bên Đỏ). bob: /accept challenge:4 hoặc /decline challenge:4.",
                    "Ván 7 bắt đầu: alice (bên Đỏ) vs bob (bên Đen), Cờ tướng, 1 ngày mỗi nước, tính điểm. alice đi trước.",
                    "bạn đang có 2 lời thách đấu mở, bằng mức tối đa: hãy /cancel một trong số đó trước (challenge:3, challenge:5)",
                ],
            ),
            (
                Language::Japanese,
                [
                    "aliceがbobに対局を申し込みました：ミニシャンチー（レーティング対象、一手3日、aliceが赤）。bob：/accept challenge:4 または /decline challenge:4 で答えてください。",
                    "対局7開始：alice（赤） 対 bob（黒）、シャンチー、一手1日、レーティング対象。aliceから指します。",
                    "受付中の申し込みが2件あり、上限に達しています：先にどれかを /cancel してください（challenge:3, challenge:5）",
                ],
            ),
        ];
        for (language, texts) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                [
                    said(&offered),
                    said(&begins),
                    refusal(&ChallengeRefusal::TooManyOpen(vec![3, 5])),
                ]
            });
            assert_eq!(words, texts.map(str::to_owned), "{language}");
        }
    }

    #[test]
    fn what_challenges_say() {
        let cases = [
            (
                ChallengeSaid::WhichGame {
                    opponent: Some("bob".into()),
                },
                "Challenge bob to which game?",
            ),
            (
                ChallengeSaid::WhichGame { opponent: None },
                "Which game do you challenge anyone here to?",
            ),
            (
                ChallengeSaid::Offered {
                    id: 4,
                    to: Some("bob".into()),
                    terms: t(Some(Color::Red), false),
                    start: None,
                },
                "alice challenges bob to Mini Xiangqi (rated, 3 days per move; alice plays red). bob: /accept challenge:4 or /decline challenge:4.",
            ),
            (
                ChallengeSaid::Offered {
                    id: 5,
                    to: None,
                    terms: t(None, true),
                    start: Some("3k3/7/7/7/7/7/R1K3R w - - 0 1".into()),
                },
                "alice offers a game of Mini Xiangqi (casual, 3 days per move, own start position; sides drawn at random). Anyone here may /accept challenge:5.\nStart position: `3k3/7/7/7/7/7/R1K3R w - - 0 1`",
            ),
            (
                ChallengeSaid::ChallengedYou {
                    id: 4,
                    terms: t(Some(Color::Black), false),
                    place: Place("#lobby".into()),
                },
                "alice challenged you to Mini Xiangqi (rated, 3 days per move; alice plays black) in #lobby: /accept challenge:4 there.",
            ),
            (
                ChallengeSaid::NoticeHeldBack {
                    opponent: "bob".into(),
                    minutes: 60,
                },
                "bob was told of a challenge of yours less than 60 minutes ago, so this one is posted without pinging or messaging them again",
            ),
            (
                ChallengeSaid::GameBegins {
                    game: 7,
                    players: ["alice".into(), "Palace (level 2)".into()],
                    variant: Variant::MiniShogi,
                    days: 1,
                    rated: false,
                    first: Color::Red,
                    event: None,
                },
                "Game 7 begins: alice (sente) vs Palace (level 2, gote), Minishogi, 1 day per move, casual. alice moves first.",
            ),
            (
                ChallengeSaid::GameBegins {
                    game: 8,
                    players: ["alice".into(), "bob".into()],
                    variant: Variant::Xiangqi,
                    days: 3,
                    rated: true,
                    first: Color::Red,
                    event: Some(crate::model::EventRef {
                        tournament: 2,
                        round: 3,
                    }),
                },
                "Game 8 begins: alice (red) vs bob (black), Xiangqi, 3 days per move, rated. alice moves first. (Tournament #2, round 3.)",
            ),
            (
                ChallengeSaid::Declined {
                    id: 4,
                    by: "bob".into(),
                    challenger: "alice".into(),
                },
                "bob declined alice's challenge 4.",
            ),
            (
                ChallengeSaid::Withdrawn {
                    id: 4,
                    by: "alice".into(),
                },
                "alice withdrew challenge 4.",
            ),
            (
                ChallengeSaid::Expired {
                    id: 4,
                    by: "alice".into(),
                },
                "alice's challenge 4 expired unanswered.",
            ),
        ];
        super::super::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn why_challenges_are_refused() {
        let cases = [
            (ChallengeRefusal::Yourself, "you cannot challenge yourself"),
            (
                ChallengeRefusal::OwnStartRated,
                "a game from your own start position cannot be rated: add rated:false",
            ),
            (
                ChallengeRefusal::BadStart(
                    Variant::Xiangqi,
                    Box::new(rules::RecordError::Start(rules::StartError::Xiangqi(
                        rules::xiangqi::FenError::Position(
                            rules::xiangqi::PositionError::MissingGeneral(rules::Color::Red),
                        ),
                    ))),
                ),
                "that start position cannot be used: red has no general",
            ),
            (
                ChallengeRefusal::StartDecided(
                    Variant::Xiangqi,
                    Outcome::win(Color::Red, EndReason::Checkmate),
                ),
                "that start position is already decided: Red wins by checkmate",
            ),
            (
                ChallengeRefusal::LevelWithOpponent {
                    opponent: "bob".into(),
                },
                "level: is for a game against Palace; leave out opponent:bob (or leave out level: to challenge them)",
            ),
            (
                ChallengeRefusal::PalaceUnrated,
                "games against Palace are not rated: leave out rated: or add rated:false",
            ),
            (
                ChallengeRefusal::TooManyOpen(vec![1, 2]),
                "you have 2 open challenges, as many as one may have at once: /cancel one of them first (challenge:1, challenge:2)",
            ),
            (
                ChallengeRefusal::TooManyEngineGames(vec![4, 7, 9]),
                "you already play Palace in 3 games, as many as one may at once: finish or /resign one of them first (game:4, game:7, game:9)",
            ),
            (
                ChallengeRefusal::TakesNone("bob".into()),
                "bob does not take challenges by name now (their /settings say challenges:off); an open challenge (/challenge without opponent:) is one anyone here may accept",
            ),
            (
                ChallengeRefusal::NoSuch(9),
                "there is no challenge 9 here (it may have been taken, withdrawn or expired)",
            ),
            (
                ChallengeRefusal::Which(vec![2, 3]),
                "which challenge? add one of challenge:2, challenge:3",
            ),
            (
                ChallengeRefusal::NothingToAccept,
                "there is no challenge here for you to accept",
            ),
            (
                ChallengeRefusal::OwnChallenge(2),
                "challenge 2 is your own: someone else accepts it (/cancel challenge:2 withdraws it)",
            ),
            (
                ChallengeRefusal::NotForYou(2),
                "challenge 2 is not addressed to you",
            ),
            (ChallengeRefusal::Expired(2), "challenge 2 has expired"),
            (
                ChallengeRefusal::NothingToDecline,
                "there is no challenge here addressed to you",
            ),
            (
                ChallengeRefusal::YoursToCancel(2),
                "challenge 2 is yours: /cancel withdraws it",
            ),
            (
                ChallengeRefusal::NothingToWithdraw,
                "you have no challenge here to withdraw",
            ),
            (
                ChallengeRefusal::NotYoursToWithdraw(2),
                "challenge 2 is not yours to withdraw",
            ),
            (
                ChallengeRefusal::Unreadable {
                    id: 2,
                    reason: crate::model::Damage::UnknownVariant("chess".into()),
                },
                "challenge 2 cannot be read (unknown variant 'chess'); your other challenges and games are not affected",
            ),
        ];
        super::super::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }
}
