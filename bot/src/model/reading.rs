//! What a reader's stored settings say of how they read: their notations and language.
//! Players and servers both keep them (the tags and names as strings, so that a value
//! this version does not know reads as none rather than making the document unreadable).

use super::Language;

/// How moves are read with `notations` stored (names of [`rules::Notation`], one per
/// family of games; none: the canonical ones), Chinese in the script of `language`.
pub(crate) fn writing(notations: &[String], language: Language) -> rules::Writing {
    let writing = notations
        .iter()
        .filter_map(|n| n.parse().ok())
        .fold(rules::Writing::default(), rules::Writing::with);
    rules::Writing {
        script: language.script(),
        ..writing
    }
}

/// The language a stored tag names, if Palace speaks it.
pub(crate) fn language_of(tag: Option<&str>) -> Option<Language> {
    tag.and_then(Language::from_locale)
}

/// `notations` reading `notation`'s family in it from now on.
pub(crate) fn set_notation(notations: &mut Vec<String>, notation: rules::Notation) {
    let family = |n: &str| {
        n.parse::<rules::Notation>()
            .is_ok_and(|n| n.writes(rules::Variant::Xiangqi))
    };
    let xiangqi = notation.writes(rules::Variant::Xiangqi);
    notations.retain(|n| family(n) != xiangqi);
    notations.push(notation.name().to_owned());
    notations.sort();
}
