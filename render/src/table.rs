//! Tables drawn like the boards (a tournament's standings): a title in the caption's
//! band, then a header row and one row per line on the board's wood, ruled with the
//! board's line colour, every other row a shade darker. Columns are as wide as their
//! widest cell; text columns align left, number columns right. The result is an indexed
//! PNG in the boards' palette, so it sits beside them in a message alike.

use crate::RenderError;
use crate::compose::Indexed;
use crate::fonts::{self, Face};
use crate::paint::Paint;
use crate::palette::palette;
use crate::theme::{CAPTION_BG, CAPTION_TEXT, KOMADAI, LABEL, LINE, Rgb, WOOD};

/// How a column's cells line up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// From the left (names).
    Left,
    /// To the right (places, points, tiebreaks).
    Right,
}

/// A table to draw: words already in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    /// The line in the band above it.
    pub title: String,
    /// The columns' headings, with how each column lines up.
    pub columns: Vec<(String, Align)>,
    /// The rows, one cell per column (missing cells are empty, extra ones dropped).
    pub rows: Vec<Vec<String>>,
}

/// The text size.
const SIZE: f32 = 20.0;
/// The title's size.
const TITLE_SIZE: f32 = 22.0;
/// A row's height.
const ROW: u32 = 34;
/// The title band's height.
const BAND: u32 = 44;
/// Room left and right of a cell's text.
const PAD: f32 = 12.0;
/// The margin around the ruled table.
const MARGIN: u32 = 14;
/// The most rows drawn (a 64-player Swiss fits).
const MAX_ROWS: usize = 64;
/// The widest a cell may be drawn, in pixels (longer text is cut with `…`).
const MAX_CELL: f32 = 320.0;

/// The widest a title makes a table narrower than it, in pixels.
const MAX_TITLE: u32 = 560;

/// The shade of every other row.
const STRIPE: Rgb = [224, 186, 126];

/// Draws `table` as an indexed PNG.
pub fn render_table_png(table: &Table) -> Result<Vec<u8>, RenderError> {
    crate::png_encode::encode(&draw(table))
}

/// `text` cut with `…` to at most `room` pixels wide at `size`.
fn fitted(text: &str, size: f32, room: f32) -> String {
    let text: String = text.chars().filter(|c| !c.is_control()).collect();
    if fonts::advance(Face::Sans, size, &text) <= room {
        return text;
    }
    let room = room - fonts::advance(Face::Sans, size, "…");
    let mut kept = String::new();
    for c in text.chars() {
        kept.push(c);
        if fonts::advance(Face::Sans, size, &kept) > room {
            kept.pop();
            break;
        }
    }
    format!("{}…", kept.trim_end())
}

fn draw(table: &Table) -> Indexed {
    let n = table.columns.len().max(1);
    let rows: Vec<Vec<String>> = table
        .rows
        .iter()
        .take(MAX_ROWS)
        .map(|r| {
            (0..n)
                .map(|i| fitted(r.get(i).map_or("", String::as_str), SIZE, MAX_CELL))
                .collect()
        })
        .collect();
    let heads: Vec<String> = (0..n)
        .map(|i| {
            let h = table.columns.get(i).map_or("", |c| c.0.as_str());
            fitted(h, SIZE, MAX_CELL)
        })
        .collect();
    let widths: Vec<f32> = (0..n)
        .map(|i| {
            std::iter::once(&heads[i])
                .chain(rows.iter().map(|r| &r[i]))
                .map(|t| fonts::advance(Face::Sans, SIZE, t))
                .fold(0.0, f32::max)
                .ceil()
                + 2.0 * PAD
        })
        .collect();
    let inner: u32 = widths.iter().sum::<f32>() as u32;
    // The title may widen a narrow table up to MAX_TITLE, and is cut beyond.
    let title_room = inner.max(MAX_TITLE) as f32 - 2.0 * PAD;
    let title = fitted(&table.title, TITLE_SIZE, title_room);
    let title_w = fonts::advance(Face::Sans, TITLE_SIZE, &title).ceil() as u32 + 2 * PAD as u32;
    let w = inner.max(title_w) + 2 * MARGIN;
    let h = BAND + MARGIN + ROW * (rows.len() as u32 + 1) + MARGIN;
    let mut p = Paint::filled(w, h, WOOD);
    p.fill_rect(0.0, 0.0, w as f32, BAND as f32, CAPTION_BG, 1.0);
    fonts::draw(
        &mut p,
        Face::Sans,
        TITLE_SIZE,
        &title,
        PAD,
        30.0,
        CAPTION_TEXT,
    );
    let (x0, y0) = (MARGIN as f32, (BAND + MARGIN) as f32);
    let right = x0 + inner as f32;
    for r in 0..rows.len() + 1 {
        let top = y0 + (r as u32 * ROW) as f32;
        if r == 0 {
            p.fill_rect(x0, top, right, top + ROW as f32, KOMADAI, 1.0);
        } else if r % 2 == 0 {
            p.fill_rect(x0, top, right, top + ROW as f32, STRIPE, 1.0);
        }
        let cells = if r == 0 { &heads } else { &rows[r - 1] };
        let color = if r == 0 { CAPTION_TEXT } else { LINE };
        let mut x = x0;
        for (i, text) in cells.iter().enumerate() {
            let align = table.columns.get(i).map_or(Align::Left, |c| c.1);
            let tw = fonts::advance(Face::Sans, SIZE, text);
            let tx = match align {
                Align::Left => x + PAD,
                Align::Right => x + widths[i] - PAD - tw,
            };
            let baseline = top + ROW as f32 / 2.0 + SIZE * 0.36;
            fonts::draw(
                &mut p,
                Face::Sans,
                SIZE,
                text,
                tx.round(),
                baseline.round(),
                color,
            );
            x += widths[i];
        }
    }
    // Rules: the frame, under the header, and between the columns.
    let bottom = y0 + (ROW * (rows.len() as u32 + 1)) as f32;
    for y in [y0, y0 + ROW as f32, bottom] {
        p.line(x0, y, right, y, 1.5, LINE);
    }
    let mut x = x0;
    p.line(x, y0, x, bottom, 1.5, LINE);
    for wd in &widths {
        x += wd;
        p.line(x, y0, x, bottom, 1.0, LABEL);
    }
    p.line(right, y0, right, bottom, 1.5, LINE);
    let rgb = p.to_rgb(WOOD);
    let mut idx = vec![0u8; (w * h) as usize];
    palette().quantize_into(&rgb, &mut idx, w, 0, 0);
    Indexed { w, h, idx }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standings() -> Table {
        Table {
            title: "Swiss · Xiangqi · after round 3 of 4".into(),
            columns: vec![
                ("#".into(), Align::Right),
                ("Player".into(), Align::Left),
                ("Points".into(), Align::Right),
                ("Buchholz".into(), Align::Right),
            ],
            rows: vec![
                vec!["1".into(), "alice".into(), "2½".into(), "4".into()],
                vec!["2".into(), "山田太郎".into(), "2".into(), "3".into()],
                vec!["3".into(), "Nguyễn Văn An".into(), "2".into(), "3".into()],
            ],
        }
    }

    #[test]
    fn a_table_is_a_png_as_wide_as_its_columns_and_as_tall_as_its_rows() {
        let png = render_table_png(&standings()).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let (w, h) = (
            u32::from_be_bytes(png[16..20].try_into().unwrap()),
            u32::from_be_bytes(png[20..24].try_into().unwrap()),
        );
        assert_eq!(h, BAND + MARGIN + ROW * 4 + MARGIN);
        let mut more = standings();
        more.rows
            .push(vec!["4".into(), "bob".into(), "0".into(), "5".into()]);
        let png = render_table_png(&more).unwrap();
        assert_eq!(
            u32::from_be_bytes(png[20..24].try_into().unwrap()),
            h + ROW,
            "one more row"
        );
        let mut wide = standings();
        wide.rows[0][1] = "Александра Константиновна".into();
        let png = render_table_png(&wide).unwrap();
        assert!(u32::from_be_bytes(png[16..20].try_into().unwrap()) > w);
    }

    #[test]
    fn long_names_are_cut_and_rows_are_bounded() {
        let long = "x".repeat(500);
        let cut = fitted(&long, SIZE, MAX_CELL);
        assert!(cut.ends_with('…'));
        assert!(fonts::advance(Face::Sans, SIZE, &cut) <= MAX_CELL);
        let mut many = standings();
        many.rows = (0..200)
            .map(|i| vec![i.to_string(), long.clone()])
            .collect();
        let img = draw(&many);
        assert_eq!(img.h, BAND + MARGIN + ROW * (MAX_ROWS as u32 + 1) + MARGIN);
        assert!(img.w < 2 * MARGIN + 4 * 400, "{}", img.w);
    }
}
