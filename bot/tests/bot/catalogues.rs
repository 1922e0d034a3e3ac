//! The message catalogues (`bot/locales/<tag>/<domain>.ftl`): each language has the same
//! files, each file parses without an error, and every message of English is in every
//! other language with exactly the same arguments (no more, no fewer), so a message is
//! never missing nor shown with a value left out or one it was not given.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use palace::model::Language;

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// What a message uses: the arguments it is worded with and the messages it refers to
/// (`{ xiangqi-piece }`).
#[derive(Debug, Default)]
struct Uses {
    args: BTreeSet<String>,
    refs: BTreeSet<String>,
}

/// Adds what a pattern uses to `out`, nested selectors and variants included.
fn uses(pattern: &Pattern<&str>, out: &mut Uses) {
    fn inline(e: &InlineExpression<&str>, out: &mut Uses) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.args.insert(id.name.to_owned());
            }
            InlineExpression::MessageReference { id, .. } => {
                out.refs.insert(id.name.to_owned());
            }
            InlineExpression::Placeable { expression } => expression_uses(expression, out),
            InlineExpression::FunctionReference { arguments: a, .. } => {
                for p in &a.positional {
                    inline(p, out);
                }
                for n in &a.named {
                    inline(&n.value, out);
                }
            }
            _ => {}
        }
    }
    fn expression_uses(e: &Expression<&str>, out: &mut Uses) {
        match e {
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    uses(&v.value, out);
                }
            }
            Expression::Inline(i) => inline(i, out),
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, out);
        }
    }
}

/// Every message of a language with the arguments it needs: its own and those of the
/// messages it refers to (a message referred to is worded with its caller's arguments).
/// Panics on a reference to no message of that language.
fn needed_arguments(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for file in files(language) {
        all.extend(messages(&locales().join(language.tag()).join(file)));
    }
    fn needed(id: &str, all: &BTreeMap<String, Uses>, depth: usize) -> BTreeSet<String> {
        assert!(depth < 8, "{id}: references go round");
        let uses = all
            .get(id)
            .unwrap_or_else(|| panic!("a reference to {id}, which is no message"));
        let mut args = uses.args.clone();
        for r in &uses.refs {
            args.extend(needed(r, all, depth + 1));
        }
        args
    }
    all.keys()
        .map(|id| (id.clone(), needed(id, &all, 0)))
        .collect()
}

/// Each message of a catalogue file with what it uses.
fn messages(path: &Path) -> BTreeMap<String, Uses> {
    let text = std::fs::read_to_string(path).unwrap();
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut used = Uses::default();
                if let Some(value) = &m.value {
                    uses(value, &mut used);
                }
                assert!(
                    out.insert(m.id.name.to_owned(), used).is_none(),
                    "{}: {} twice",
                    path.display(),
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{}: cannot read {content:?}", path.display()),
            _ => {}
        }
    }
    out
}

fn files(language: Language) -> BTreeSet<String> {
    std::fs::read_dir(locales().join(language.tag()))
        .unwrap_or_else(|e| panic!("{}: {e}", language.tag()))
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect()
}

#[test]
fn every_catalogue_has_every_message_with_the_same_arguments() {
    let english = files(Language::English);
    assert!(!english.is_empty());
    let english_needs = needed_arguments(Language::English);
    let mut compared = 0;
    for language in Language::ALL {
        assert_eq!(files(language), english, "the files of {language}");
        let needs = needed_arguments(language);
        for file in &english {
            let theirs = messages(&locales().join(language.tag()).join(file));
            let ours = messages(&locales().join("en").join(file));
            let (a, b): (BTreeSet<_>, BTreeSet<_>) =
                (ours.keys().collect(), theirs.keys().collect());
            assert_eq!(b, a, "the messages of {language}/{file}");
            for id in ours.keys() {
                assert_eq!(
                    needs[id], english_needs[id],
                    "the arguments of {id} in {language}/{file}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 5 * 10, "{compared} messages compared");
}

/// The CLDR plural categories a pattern's selectors name (`[one]`, `[few]`, ...).
fn plural_keys(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    const CATEGORIES: [&str; 5] = ["zero", "one", "two", "few", "many"];
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { variants, .. },
        } = element
        {
            for v in variants {
                if let fluent_syntax::ast::VariantKey::Identifier { name } = v.key
                    && CATEGORIES.contains(&name)
                {
                    out.insert(name.to_owned());
                }
                plural_keys(&v.value, out);
            }
        }
    }
}

#[test]
fn plural_forms_are_those_of_each_language() {
    // CLDR gives English "one" and "other"; Chinese, Vietnamese and Japanese have only
    // "other", so a [one] there never matches (use [1] for exactly one).
    for language in Language::ALL {
        let allowed: &[&str] = match language {
            Language::English => &["one"],
            _ => &[],
        };
        for file in files(language) {
            let path = locales().join(language.tag()).join(&file);
            let text = std::fs::read_to_string(&path).unwrap();
            let resource = fluent_syntax::parser::parse(text.as_str()).unwrap();
            for entry in &resource.body {
                if let Entry::Message(m) = entry
                    && let Some(value) = &m.value
                {
                    let mut keys = BTreeSet::new();
                    plural_keys(value, &mut keys);
                    keys.retain(|k| !allowed.contains(&k.as_str()));
                    assert!(
                        keys.is_empty(),
                        "{language}/{file}: {} selects {keys:?}, which {language} has not",
                        m.id.name
                    );
                }
            }
        }
    }
}

#[test]
fn a_broken_catalogue_would_be_caught() {
    // The reader of the check above, on a message that lost an argument and one that
    // does not parse.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.ftl");
    std::fs::write(
        &path,
        "a = { $game } and { $by ->\n   *[x] { $move }\n}\nb = c\n",
    )
    .unwrap();
    let m = messages(&path);
    assert_eq!(
        m["a"].args,
        ["by", "game", "move"]
            .map(str::to_owned)
            .into_iter()
            .collect()
    );
    assert!(m["b"].args.is_empty());
    // A message referred to is one the referring message needs the arguments of.
    std::fs::write(
        &path,
        "a = { $g } { x }\nx = { $r ->\n   *[y] { z }\n}\nz = { $q }\n",
    )
    .unwrap();
    let m = messages(&path);
    assert_eq!(m["a"].refs, ["x".to_owned()].into_iter().collect());
    assert_eq!(m["x"].refs, ["z".to_owned()].into_iter().collect());
    std::fs::write(&path, "a = { $game\n").unwrap();
    assert!(std::panic::catch_unwind(|| messages(&path)).is_err());
}

#[test]
fn every_word_of_every_catalogue_can_be_drawn() {
    // Captions and labels are drawn with the fonts that ship (render/assets): every
    // character a catalogue's messages use must have its glyph there.
    let mut checked = 0;
    for language in Language::ALL {
        for file in files(language) {
            let path = locales().join(language.tag()).join(&file);
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                assert_eq!(
                    render::missing_glyph(line),
                    None,
                    "{}/{file}: {line}",
                    language.tag()
                );
                checked += line.chars().count();
            }
        }
    }
    assert!(checked > 1000, "{checked} characters checked");
}
