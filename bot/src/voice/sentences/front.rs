//! What the front ends say of their own, in English.

use std::time::Duration;

use crate::service::said::{FrontSaid, LimitRefusal, LineError};
use crate::voice::catalogue::t;

/// `40`: the seconds to wait, rounded up to a whole second.
fn seconds(d: Duration) -> String {
    d.as_millis().div_ceil(1000).max(1).to_string()
}

/// Why a line cannot be read.
fn line(e: &LineError) -> String {
    match e {
        LineError::UnclosedQuote => t!("line-unclosed-quote"),
        LineError::NoAuthor(text) => t!("line-no-author", text = text.as_str()),
        LineError::NoColon => t!("line-no-colon"),
        LineError::Nobody => t!("line-nobody"),
        LineError::NotAPlace(p) => t!("line-not-a-place", place = p.as_str()),
        LineError::Unexpected(extra) => t!("line-unexpected", text = extra.as_str()),
        LineError::NotAName(name) => t!("line-not-a-name", name = name.as_str()),
        LineError::PalaceName(name) => t!("line-palace-name", name = name.as_str()),
        LineError::NoSlash(name) => t!("line-no-slash", name = name.as_str()),
        LineError::NoCommand => t!("line-no-command"),
        LineError::WaitHow => t!("line-wait-how"),
        LineError::NotADuration(d) => t!("line-not-a-duration", text = d.as_str()),
        LineError::NoPlaceFor { command, shown } => t!(
            "line-no-place-for",
            command = command.as_str(),
            text = shown.as_str()
        ),
    }
}

/// Why a per-person limit turned a command away.
fn limit(r: &LimitRefusal) -> String {
    match r {
        LimitRefusal::TooFast { wait } => t!("limit-too-fast", seconds = seconds(*wait)),
        LimitRefusal::HeavyInFlight { jobs } => t!("limit-heavy-in-flight", jobs = *jobs),
        LimitRefusal::Busy => t!("limit-busy"),
    }
}

pub(super) fn said(s: &FrontSaid) -> String {
    match s {
        FrontSaid::DmsClosed => t!("front-dms-closed"),
        FrontSaid::DmsClosedNowhere => t!("front-dms-closed-nowhere"),
        FrontSaid::Done { elsewhere: Some(c) } => {
            t!("front-done-elsewhere", where = c.to_string())
        }
        FrontSaid::Done { elsewhere: None } => t!("front-done"),
        FrontSaid::Queued { ahead } => t!("front-queued", ahead = *ahead),
        FrontSaid::WentWrong => t!("front-went-wrong"),
        FrontSaid::Line(e) => t!("line-unreadable", why = line(e)),
        FrontSaid::Limit(r) => limit(r),
        FrontSaid::WaitHelp => t!("play-wait-help"),
        FrontSaid::PlayIntro => t!("play-intro"),
        FrontSaid::PagesNotServed { address, why } => t!(
            "play-pages-not-served",
            address = address.as_str(),
            why = why.as_str()
        ),
        FrontSaid::PageAt { game, url } => {
            t!("play-page-at", game = game.to_string(), url = url.as_str())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_front_ends_say() {
        let cases = [
            (FrontSaid::DmsClosed, "Palace cannot send you direct messages, so your private board did not reach you. Allow direct messages from this server's members (Privacy Settings), or use /board to see it here privately. The game goes on.".to_owned()),
            (FrontSaid::DmsClosedNowhere, "Palace could not send you a direct message about your games (a turn notice or a reminder) and had no channel to tell you in. To get them, add Palace to your apps, or allow direct messages from the members of a server you share with it; meanwhile /games shows whose turn it is and the time left.".to_owned()),
            (
                FrontSaid::Done {
                    elsewhere: Some("<#7>".into()),
                },
                "Done — see <#7>.".to_owned(),
            ),
            (
                FrontSaid::Queued { ahead: 2 },
                "Queued behind 2 analyses or replays; the answer will appear here.".to_owned(),
            ),
            (FrontSaid::WentWrong, "Something went wrong on Palace's side; please try again. If you made a move, /board shows whether it was played.".to_owned()),
            (
                FrontSaid::Line(LineError::NotADuration("soon".into())),
                "cannot read the line: 'soon' is not a duration: write 2d, 5h, 30m or 1d12h"
                    .to_owned(),
            ),
            (
                FrontSaid::Limit(LimitRefusal::TooFast {
                    wait: Duration::from_millis(9_200),
                }),
                "You are sending commands faster than Palace takes them from one person; you can ask again in 10 s.".to_owned(),
            ),
            (
                FrontSaid::WaitHelp,
                "/wait DURATION — (palace play only) move the clock on, like 2d, 5h30m or 1d12h: reminders and timeouts fall due as they would".to_owned(),
            ),
            (
                FrontSaid::PlayIntro,
                said(&FrontSaid::PlayIntro),
            ),
            (
                FrontSaid::PagesNotServed {
                    address: "127.0.0.1:8080".into(),
                    why: "Address already in use (os error 98)".into(),
                },
                "The games' pages are not served this time (127.0.0.1:8080: Address already in use (os error 98)); palace play --web ADDRESS:PORT serves them elsewhere.".to_owned(),
            ),
            (
                FrontSaid::PageAt {
                    game: 4,
                    url: "http://127.0.0.1:8080/g/abcdefghijklmnop".into(),
                },
                "Game 4's page: http://127.0.0.1:8080/g/abcdefghijklmnop".to_owned(),
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
        assert_eq!(said(&FrontSaid::Done { elsewhere: None }), "Done.");
        assert_eq!(
            said(&FrontSaid::Queued { ahead: 1 }),
            "Queued behind 1 analysis or replay; the answer will appear here."
        );
        assert_eq!(
            said(&FrontSaid::Queued { ahead: 3 }),
            "Queued behind 3 analyses or replays; the answer will appear here."
        );
        assert!(said(&FrontSaid::PlayIntro).starts_with("Palace — type lines like"));
    }

    #[test]
    fn lines_that_cannot_be_read() {
        let cases = [
            (LineError::UnclosedQuote, "a quote (\") is not closed"),
            (
                LineError::NoAuthor("/help".into()),
                "start the line with who types it, as in  alice: /help",
            ),
            (
                LineError::NoColon,
                "write NAME: /command ... (for example  alice: /challenge @bob minixiangqi)",
            ),
            (LineError::Nobody, "the line names nobody before ':'"),
            (
                LineError::NotAPlace("lobby".into()),
                "'lobby' is not a place: places start with #, like #lobby",
            ),
            (
                LineError::Unexpected("x".into()),
                "unexpected 'x' before ':'",
            ),
            (
                LineError::NotAName("@bob".into()),
                "'@bob' is not a name: write it without @ or #",
            ),
            (
                LineError::PalaceName("Palace".into()),
                "'Palace' is Palace's own name: players need another (Palace plays when challenged, as @Palace)",
            ),
            (
                LineError::NoSlash("bob".into()),
                "commands start with /, as in  bob: /help",
            ),
            (LineError::NoCommand, "a command name must follow the /"),
            (
                LineError::WaitHow,
                "write /wait DURATION, like /wait 2d or /wait 5h30m",
            ),
            (
                LineError::NotADuration("2x".into()),
                "'2x' is not a duration: write 2d, 5h, 30m or 1d12h",
            ),
            (
                LineError::NoPlaceFor {
                    command: "resign".into(),
                    shown: "now".into(),
                },
                "/resign has no place for 'now'",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(e, _)| e));
        for (e, text) in cases {
            assert_eq!(line(&e), text);
        }
    }

    #[test]
    fn queues_and_limits_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let expected = [
            (
                Language::English,
                "Queued behind 2 analyses or replays; the answer will appear here.",
                "You are sending commands faster than Palace takes them from one person; you can ask again in 3 s.",
            ),
            (
                Language::ChineseSimplified,
                "已排在2个分析或回放之后；结果会显示在这里。",
                "你发送命令的速度超过了Palace对单人的处理速度；3秒后可以再试。",
            ),
            (
                Language::ChineseTraditional,
                "已排在2個分析或回放之後；結果會顯示在這裡。",
                "你傳送命令的速度超過了Palace對單人的處理速度；3秒後可以再試。",
            ),
            (
                Language::Vietnamese,
                "Đang xếp sau 2 lần phân tích hoặc xem lại; câu trả lời sẽ hiện ở đây.",
                "Bạn đang gửi lệnh nhanh hơn mức Palace nhận từ một người; bạn có thể thử lại sau 3 giây.",
            ),
            (
                Language::Japanese,
                "分析または再生2件の後ろに並びました。答えはここに表示されます。",
                "Palaceが1人から受け付けるより速くコマンドが送られています。3秒後にもう一度どうぞ。",
            ),
        ];
        for (language, queued, fast) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                (
                    said(&FrontSaid::Queued { ahead: 2 }),
                    limit(&LimitRefusal::TooFast {
                        wait: Duration::from_millis(2_500),
                    }),
                )
            });
            assert_eq!(words, (queued.to_owned(), fast.to_owned()), "{language}");
        }
    }

    /// Moved here from the front end's limits, whose words the voice now holds.
    #[test]
    fn waits_are_said_in_whole_seconds() {
        let wait = |ms| {
            limit(&LimitRefusal::TooFast {
                wait: Duration::from_millis(ms),
            })
        };
        assert!(wait(1).ends_with(" again in 1 s."), "{}", wait(1));
        assert!(
            wait(39_001).ends_with(" again in 40 s."),
            "{}",
            wait(39_001)
        );
    }

    #[test]
    fn limits() {
        let cases = [
            (
                LimitRefusal::TooFast {
                    wait: Duration::from_secs(1),
                },
                "You are sending commands faster than Palace takes them from one person; you can ask again in 1 s.",
            ),
            (
                LimitRefusal::HeavyInFlight { jobs: 2 },
                "Palace is still working on 2 analyses or replays of yours; ask again once one is answered.",
            ),
            (
                LimitRefusal::Busy,
                "Palace has many analyses and replays waiting right now; please ask again in a minute (moves and boards are not affected).",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(limit(&r), text);
        }
        assert_eq!(
            limit(&LimitRefusal::HeavyInFlight { jobs: 1 }),
            "Palace is still working on your last analysis or replay; ask again once it is answered."
        );
    }
}
