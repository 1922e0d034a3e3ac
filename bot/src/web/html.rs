//! The pages' HTML, from the service's facts and the voice's words: every text escaped,
//! no inline script or style (the Content Security Policy allows none), and a page that
//! reads whole without JavaScript (each move is a link to the page at that ply).

use std::fmt::Write;

use super::view::Asked;
use crate::model::Time;
use crate::service::message::Reader;
use crate::service::web::GamePage;
use crate::voice::GamePageWords;

/// `text` safe inside HTML text and quoted attributes.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page: `title`, then `body`.
pub(super) fn document(reader: Reader, title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/assets/page.css\"></head>\
         <body>{body}</body></html>\n",
        lang = reader.language.tag(),
        title = escape(title),
    )
}

/// `?ply=N&view…`: the page at ply `ply` with the same view.
fn at_ply(ply: usize, view: &str) -> String {
    if view.is_empty() {
        format!("?ply={ply}")
    } else {
        format!("?ply={ply}&amp;{}", escape(view))
    }
}

/// The move list: the start, then one row a move number with its two moves, each a link
/// to the page at that ply; `shown` is marked as the current step.
pub(super) fn move_list(words: &GamePageWords, shown: usize, view: &str) -> String {
    let mut out = String::new();
    let current = |ply: usize| {
        if ply == shown {
            " aria-current=\"step\""
        } else {
            ""
        }
    };
    let _ = write!(
        out,
        "<li class=\"start\"><a href=\"{}\" data-ply=\"0\"{}>{}</a></li>",
        at_ply(0, view),
        current(0),
        escape(&words.labels.start)
    );
    for (pair, moves) in words.moves.chunks(2).enumerate() {
        let _ = write!(out, "<li><span class=\"n\">{}.</span>", pair + 1);
        for (i, m) in moves.iter().enumerate() {
            let ply = pair * 2 + i + 1;
            let _ = write!(
                out,
                " <a href=\"{}\" data-ply=\"{ply}\"{}>{}</a>",
                at_ply(ply, view),
                current(ply),
                escape(m)
            );
        }
        out.push_str("</li>");
    }
    out
}

/// Where the game stands, one paragraph a line.
pub(super) fn status(words: &GamePageWords) -> String {
    words
        .status
        .iter()
        .map(|l| format!("<p>{}</p>", escape(l)))
        .collect()
}

/// Whose page it is: the game's public page, or a dark player's private view (opened by
/// the token of their link, which its own links carry on).
pub(super) enum Seen<'a> {
    /// The game's page.
    Public,
    /// `side`'s own view, by `token`, with the note that the link is theirs.
    Private {
        side: rules::Color,
        token: &'a str,
        note: &'a str,
    },
}

/// A game's public page, showing ply `asked.ply` (the last when absent or past it).
pub(super) fn game_page(page: &GamePage, asked: &Asked, reader: Reader, now: Time) -> String {
    let words = crate::voice::game_page(reader, page, now);
    page_of(page, &words, Seen::Public, asked, reader)
}

/// A dark player's private page (see [`game_page`]): their own moves, their fog boards,
/// no download.
pub(super) fn private_page(
    page: &crate::service::web::PrivatePage,
    token: &str,
    asked: &Asked,
    reader: Reader,
    now: Time,
) -> String {
    let (words, note) = crate::voice::private_page(reader, page, now);
    let seen = Seen::Private {
        side: page.side,
        token,
        note: &note,
    };
    page_of(&page.page, &words, seen, asked, reader)
}

/// A game's page as `seen` says.
fn page_of(
    page: &GamePage,
    words: &GamePageWords,
    seen: Seen<'_>,
    asked: &Asked,
    reader: Reader,
) -> String {
    let plies = page.plies();
    let shown = asked.ply().unwrap_or(plies).min(plies);
    let slug = page.slug.as_str();
    let (view, board) = match &seen {
        Seen::Public => (asked.view_query(), format!("/g/{slug}/board/")),
        Seen::Private { side, token, .. } => (
            asked.private_query(token),
            format!("/g/{slug}/{}/board/", side.name()),
        ),
    };
    // A fog board is always seen from its own side: no turning it.
    let flip = match &seen {
        Seen::Public => format!(
            "<a href=\"{}\" data-step=\"flip\" title=\"{f}\" aria-label=\"{f}\">⇅</a>",
            flipped(shown, asked),
            f = escape(&words.labels.flip)
        ),
        Seen::Private { .. } => String::new(),
    };
    let q = if view.is_empty() {
        String::new()
    } else {
        format!("?{}", escape(&view))
    };
    let l = &words.labels;
    let running = !page.over();
    let mut body = String::new();
    let _ = write!(
        body,
        "<main class=\"game\" data-game=\"{slug}\" data-ply=\"{shown}\" data-plies=\"{plies}\" \
         data-view=\"{view}\" data-board=\"{board}\" data-live=\"{live}\" \
         data-private=\"{private}\">",
        view = escape(&view),
        board = escape(&board),
        live = if running { "1" } else { "" },
        private = if matches!(seen, Seen::Private { .. }) {
            "1"
        } else {
            ""
        },
    );
    let _ = write!(
        body,
        "<header><h1>{}</h1><p class=\"players\">{}</p><p class=\"terms\">{}</p>",
        escape(&words.title),
        escape(&words.players),
        escape(&words.terms)
    );
    if let Some(e) = &words.event {
        let _ = write!(body, "<p class=\"event\">{}</p>", escape(e));
    }
    let _ = write!(
        body,
        "<div id=\"status\" class=\"status\">{}</div></header>",
        status(words)
    );
    if let Seen::Private { note, .. } = &seen {
        let _ = write!(body, "<p class=\"private\">{}</p>", escape(note));
    }
    if let Some(hidden) = &words.hidden {
        let _ = write!(body, "<p class=\"hidden\">{}</p>", escape(hidden));
    } else {
        let _ = write!(
            body,
            "<section class=\"board\"><img id=\"board\" src=\"{board}{shown}{q}\" \
             alt=\"{alt}\">\
             <nav class=\"steps\">\
             <a href=\"{first}\" data-step=\"first\" title=\"{lf}\" aria-label=\"{lf}\">«</a>\
             <a href=\"{prev}\" data-step=\"previous\" title=\"{lp}\" aria-label=\"{lp}\">‹</a>\
             <a href=\"{next}\" data-step=\"next\" title=\"{ln}\" aria-label=\"{ln}\">›</a>\
             <a href=\"{last}\" data-step=\"last\" title=\"{ll}\" aria-label=\"{ll}\">»</a>\
             {flip}</nav>\
             <p class=\"keys\">{keys}</p>{graph}</section>",
            board = escape(&board),
            alt = escape(&words.title),
            first = at_ply(0, &view),
            prev = at_ply(shown.saturating_sub(1), &view),
            next = at_ply((shown + 1).min(plies), &view),
            last = at_ply(plies, &view),
            lf = escape(&l.first),
            lp = escape(&l.previous),
            ln = escape(&l.next),
            ll = escape(&l.last),
            keys = escape(&l.keys),
            graph = graph(page, words, &view),
        );
        let _ = write!(
            body,
            "<section class=\"moves\"><h2>{}</h2><ol id=\"moves\">{}</ol></section>",
            escape(&l.moves),
            move_list(words, shown, &view)
        );
        if matches!(seen, Seen::Public) {
            let _ = write!(
                body,
                "<section class=\"downloads\">{seen}<h2>{}</h2><ul>\
                 <li><a href=\"/g/{slug}/record\" download>{}</a></li>\
                 <li><a id=\"fen\" href=\"/g/{slug}/fen/{shown}\">{}</a></li>\
                 <li><a href=\"/g/{slug}/replay{q}\">{}</a></li></ul></section>",
                escape(&l.downloads),
                escape(&l.record),
                escape(&l.fen),
                escape(&l.gif),
                seen = seen_links(page, words, shown, asked),
            );
        }
    }
    if running {
        let _ = write!(body, "<p class=\"live\">{}</p>", escape(&l.live));
    }
    body.push_str("</main><script src=\"/assets/game.js\" defer></script>");
    document(reader, &words.title, &body)
}

/// The review's graph: Red's chance to win after each ply, a column a position, each a
/// link to the page at that ply (SVG drawn here: no script, no inline style).
fn graph(page: &GamePage, words: &GamePageWords, view: &str) -> String {
    let (Some(review), Some(title)) = (&page.review, &words.graph) else {
        return String::new();
    };
    let chances = review.red_chances();
    if chances.is_empty() {
        return String::new();
    }
    const W: f64 = 600.0;
    const H: f64 = 120.0;
    let step = W / chances.len() as f64;
    let x = |i: usize| step * (i as f64 + 0.5);
    let y = |c: f64| H * (1.0 - c / 100.0);
    let line: Vec<String> = chances
        .iter()
        .enumerate()
        .map(|(i, &c)| format!("{:.1},{:.1}", x(i), y(c)))
        .collect();
    let mut svg = format!(
        "<section class=\"graph\"><h2>{title}</h2>\
         <svg viewBox=\"0 0 {W} {H}\" preserveAspectRatio=\"none\" role=\"img\" \
         aria-label=\"{title}\">\
         <rect width=\"{W}\" height=\"{H}\" fill=\"#88888822\"/>\
         <line x1=\"0\" y1=\"{mid}\" x2=\"{W}\" y2=\"{mid}\" stroke=\"#88888888\"/>\
         <polygon points=\"{x0:.1},{H} {pts} {xn:.1},{H}\" fill=\"#b3262d44\"/>\
         <polyline points=\"{pts}\" fill=\"none\" stroke=\"#b3262d\" stroke-width=\"2\" \
         vector-effect=\"non-scaling-stroke\"/>",
        title = escape(title),
        mid = H / 2.0,
        x0 = x(0),
        xn = x(chances.len() - 1),
        pts = line.join(" "),
    );
    for (i, c) in chances.iter().enumerate() {
        let named = match i.checked_sub(1).and_then(|j| words.moves.get(j)) {
            Some(m) => format!("{}. {m}", i.div_ceil(2)),
            None => words.labels.start.clone(),
        };
        let _ = write!(
            svg,
            "<a href=\"{href}\" data-ply=\"{i}\"><rect x=\"{left:.1}\" y=\"0\" \
             width=\"{step:.1}\" height=\"{H}\" fill=\"#00000000\">\
             <title>{named} · {c:.0}%</title></rect></a>",
            href = at_ply(i, view),
            left = step * i as f64,
            named = escape(&named),
        );
    }
    svg.push_str("</svg></section>");
    svg
}

/// An ended dark game's links to its true board and to each side's view of it.
fn seen_links(page: &GamePage, words: &GamePageWords, shown: usize, asked: &Asked) -> String {
    if page.variant != rules::Variant::DarkMiniXiangqi {
        return String::new();
    }
    let l = &words.labels;
    let mut links = format!(
        "<a href=\"{}\">{}</a>",
        seen_link(shown, asked, None),
        escape(&l.seen_true)
    );
    for (c, name) in [rules::Color::Red, rules::Color::Black]
        .into_iter()
        .zip(&l.seen_by)
    {
        let _ = write!(
            links,
            " · <a href=\"{}\">{}</a>",
            seen_link(shown, asked, Some(c)),
            escape(name)
        );
    }
    format!("<p class=\"seen\">{links}</p>")
}

/// The same page with the board turned around.
fn flipped(ply: usize, asked: &Asked) -> String {
    let mut other = asked.clone();
    other.flip = if asked.flip.as_deref() == Some("1") {
        None
    } else {
        Some("1".to_owned())
    };
    at_ply(ply, &other.view_query())
}

/// The same page as `seen_by` saw the game (none: the true board).
fn seen_link(ply: usize, asked: &Asked, seen_by: Option<rules::Color>) -> String {
    let mut other = asked.clone();
    other.seen = seen_by.map(|c| c.name().to_owned());
    at_ply(ply, &other.view_query())
}

/// The page of an address that names no game.
pub(super) fn not_found(reader: Reader) -> String {
    notice(reader, crate::voice::page_not_found(reader))
}

/// The page of a private link that opens nothing, and why.
pub(super) fn link_refused(reader: Reader, r: crate::service::view_link::LinkRefusal) -> String {
    notice(reader, crate::voice::link_refused(reader, r))
}

/// The page shown when the store cannot be read.
pub(super) fn unavailable(reader: Reader) -> String {
    notice(reader, crate::voice::page_unavailable(reader))
}

/// A page that only says something: a heading and a hint.
fn notice(reader: Reader, [heading, hint]: [String; 2]) -> String {
    document(
        reader,
        &heading,
        &format!(
            "<main class=\"missing\"><h1>{}</h1><p>{}</p></main>",
            escape(&heading),
            escape(&hint)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_html_and_attributes() {
        assert_eq!(
            escape("<b>\"a\" & 'b'</b>"),
            "&lt;b&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/b&gt;"
        );
    }
}
