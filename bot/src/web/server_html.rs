//! The HTML of a server's pages: its leaderboard with its latest games, and a player's
//! page there, from the service's facts and the voice's words (every text escaped).

use std::fmt::Write;

use super::html::{document, escape};
use crate::model::Server;
use crate::service::message::Reader;
use crate::service::request::Ranking;
use crate::service::server_pages::{PageGame, PlayerPage, ServerPage, player_path, server_path};
use crate::voice::GameWords;

/// The list of `games` as `words` say them, each linked to its page.
fn games(games: &[PageGame], words: &[GameWords]) -> String {
    let mut out = String::from("<ul class=\"games\">");
    for (g, w) in games.iter().zip(words) {
        let title = match &g.slug {
            Some(slug) => format!("<a href=\"/g/{slug}\">{}</a>", escape(&w.title)),
            None => escape(&w.title),
        };
        let _ = write!(
            out,
            "<li>{title} · {} · {}</li>",
            escape(&w.players),
            escape(&w.end)
        );
    }
    out.push_str("</ul>");
    out
}

/// A server's page.
pub(super) fn server_page(
    page: &ServerPage,
    (server, secret): (&Server, &str),
    lang: &str,
    reader: Reader,
) -> String {
    let words = crate::voice::server_page(reader, page);
    let here = server_path(server, secret);
    let mut body = format!("<main class=\"server\"><h1>{}</h1>", escape(&words.title));
    // The other leaderboards: each variant, each ranking.
    body.push_str("<nav class=\"choices\">");
    for (v, name) in rules::Variant::ALL.into_iter().zip(&words.variants) {
        let _ = write!(
            body,
            "<a href=\"{here}?variant={}&amp;by={}{lang}\"{}>{}</a> ",
            v.name(),
            page.by.name(),
            current(v == page.variant),
            escape(name)
        );
    }
    body.push_str("· ");
    for (by, name) in [Ranking::Rating, Ranking::Wins, Ranking::Games]
        .into_iter()
        .zip(&words.rankings)
    {
        let _ = write!(
            body,
            "<a href=\"{here}?variant={}&amp;by={}{lang}\"{}>{}</a> ",
            page.variant.name(),
            by.name(),
            current(by == page.by),
            escape(name)
        );
    }
    body.push_str("</nav>");
    if words.rows.is_empty() {
        let _ = write!(body, "<p>{}</p>", escape(&words.nobody));
    } else {
        body.push_str("<table class=\"board\"><thead><tr>");
        for c in &words.columns {
            let _ = write!(body, "<th>{}</th>", escape(c));
        }
        body.push_str("</tr></thead><tbody>");
        for (row, r) in words.rows.iter().zip(&page.rows) {
            let _ = write!(
                body,
                "<tr><td>{}</td><td><a href=\"{player}{q}\">{}</a></td><td>{}</td>\
                 <td>{}</td><td>{}</td></tr>",
                escape(&row[0]),
                escape(&row[1]),
                escape(&row[2]),
                escape(&row[3]),
                escape(&row[4]),
                player = player_path(server, secret, &r.id),
                q = lang.replacen("&amp;", "?", 1),
            );
        }
        body.push_str("</tbody></table>");
    }
    if let Some(note) = &words.provisional {
        let _ = write!(body, "<p class=\"note\">{}</p>", escape(note));
    }
    let _ = write!(
        body,
        "<h2>{}</h2>{}</main>",
        escape(&words.latest),
        games(&page.latest, &words.games)
    );
    document(reader, &words.title, &body)
}

/// A player's page in a server, with a link back to the server's page.
pub(super) fn player_page(
    page: &PlayerPage,
    (server, secret): (&Server, &str),
    reader: Reader,
) -> String {
    let words = crate::voice::player_page(reader, page);
    let mut body = format!(
        "<main class=\"player\"><p><a href=\"{}\">{}</a></p><h1>{}</h1>",
        server_path(server, secret),
        escape(&words.back),
        escape(&words.title)
    );
    for (heading, lines) in [&words.ratings, &words.results] {
        if lines.is_empty() {
            continue;
        }
        let _ = write!(body, "<h2>{}</h2><ul>", escape(heading));
        for l in lines {
            let _ = write!(body, "<li>{}</li>", escape(l));
        }
        body.push_str("</ul>");
    }
    for ((_, points), heading) in page.history.iter().zip(&words.history) {
        let _ = write!(body, "<h2>{}</h2>{}", escape(heading), history(points));
    }
    let _ = write!(
        body,
        "<h2>{}</h2>{}</main>",
        escape(&words.games.0),
        games(&page.games, &words.games.1)
    );
    document(reader, &words.title, &body)
}

/// A rating history as a line, a point a rated game (oldest first), its highest and
/// lowest ratings written at the side (SVG drawn here: no script, no inline style).
fn history(points: &[(crate::model::Time, i32)]) -> String {
    const W: f64 = 600.0;
    const H: f64 = 140.0;
    const LEFT: f64 = 44.0;
    let high = points.iter().map(|p| p.1).max().unwrap_or(0) + 10;
    let low = points.iter().map(|p| p.1).min().unwrap_or(0) - 10;
    let span = f64::from((high - low).max(1));
    let step = (W - LEFT - 8.0) / (points.len().max(2) - 1) as f64;
    let at = |i: usize, r: i32| {
        (
            LEFT + step * i as f64,
            8.0 + (H - 16.0) * f64::from(high - r) / span,
        )
    };
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (x, y) = at(i, p.1);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let mut svg = format!(
        "<svg class=\"history\" viewBox=\"0 0 {W} {H}\" role=\"img\">\
         <rect width=\"{W}\" height=\"{H}\" fill=\"#88888822\"/>\
         <text x=\"4\" y=\"16\" font-size=\"12\" fill=\"currentColor\">{high}</text>\
         <text x=\"4\" y=\"{bottom}\" font-size=\"12\" fill=\"currentColor\">{low}</text>\
         <polyline points=\"{pts}\" fill=\"none\" stroke=\"#b3262d\" stroke-width=\"2\"/>",
        bottom = H - 6.0,
        pts = line.join(" "),
    );
    for (i, p) in points.iter().enumerate() {
        let (x, y) = at(i, p.1);
        let _ = write!(
            svg,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"#b3262d\"><title>{}</title></circle>",
            p.1
        );
    }
    svg.push_str("</svg>");
    svg
}

fn current(yes: bool) -> &'static str {
    if yes { " aria-current=\"page\"" } else { "" }
}
