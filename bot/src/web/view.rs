//! How a page is asked to be shown, read from its address's query: the ply, the board's
//! side and pieces, whose fog for an ended dark game, and the reader's language.

use axum::http::{HeaderMap, header};
use serde::Deserialize;

use crate::model::Language;
use crate::service::message::Reader;
use crate::service::web::PageView;

/// How a page is asked to be shown: `ply`, `flip=1` (Black at the bottom),
/// `style=western`, `seen=red|black` (an ended dark game in that side's fog), `lang=ja`.
/// A value Palace does not know is taken as if absent.
#[derive(Clone, Debug, Default, Deserialize)]
pub(crate) struct Asked {
    pub ply: Option<String>,
    pub flip: Option<String>,
    pub style: Option<String>,
    pub seen: Option<String>,
    pub lang: Option<String>,
    /// A private link's token.
    pub k: Option<String>,
}

impl Asked {
    pub fn ply(&self) -> Option<usize> {
        self.ply.as_deref().and_then(|p| p.parse().ok())
    }

    pub fn view(&self) -> PageView {
        let color = |c: &str| match c {
            "red" | "sente" => Some(rules::Color::Red),
            "black" | "gote" => Some(rules::Color::Black),
            _ => None,
        };
        PageView {
            orientation: if self.flip.as_deref() == Some("1") {
                rules::Color::Black
            } else {
                rules::Color::Red
            },
            style: render::Style::named(self.style.as_deref().unwrap_or_default()),
            seen_by: self.seen.as_deref().and_then(color),
        }
    }

    /// The query that keeps this view (not the ply) on the page's links.
    pub fn view_query(&self) -> String {
        let mut q = form_urlencoded::Serializer::new(String::new());
        let view = self.view();
        if view.orientation == rules::Color::Black {
            q.append_pair("flip", "1");
        }
        if view.style != render::Style::default() {
            q.append_pair("style", view.style.name());
        }
        if let Some(c) = view.seen_by {
            q.append_pair("seen", c.name());
        }
        if let Some(l) = self.lang.as_deref().and_then(Language::from_locale) {
            q.append_pair("lang", l.tag());
        }
        q.finish()
    }

    /// The query that keeps the private link's `token`, the pieces' style and the language
    /// on a private page's links (a fog board is always seen from its own side).
    pub fn private_query(&self, token: &str) -> String {
        let mut q = form_urlencoded::Serializer::new(String::new());
        q.append_pair("k", token);
        let style = self.view().style;
        if style != render::Style::default() {
            q.append_pair("style", style.name());
        }
        if let Some(l) = self.lang.as_deref().and_then(Language::from_locale) {
            q.append_pair("lang", l.tag());
        }
        q.finish()
    }

    /// Who reads the page: `lang=`, else the browser's first language Palace speaks,
    /// else English; moves as Palace writes them in that language.
    pub fn reader(&self, headers: &HeaderMap) -> Reader {
        let asked = self.lang.as_deref().and_then(Language::from_locale);
        let browser = || {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .into_iter()
                .flat_map(|v| v.split(','))
                .filter_map(|l| Language::from_locale(l.split(';').next().unwrap_or("")))
                .next()
        };
        Reader::of(asked.or_else(browser).unwrap_or_default())
    }
}
