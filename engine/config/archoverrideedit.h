#pragma once
// The per-arch part of an entry's edit (EntryChange::arches, validated): fields set
// in or removed from `arch_overrides: {<arch>: {...}}`, the form tt-xla's files use
// (qwen_3 1_7B: its n150 override skipped, its p150 one EXPECTED_PASSING), every
// other byte of the block kept. arch_overrides is added as the entry's last field
// and an arch's mapping as the last of arch_overrides when absent, indented as the
// block is; a field set again keeps its line and its comment. An override written
// in flow style or a field of it over several lines is refused: edited by hand.
#include "config/entrychangecheck.h"
#include "core/error.h"

#include <QByteArray>
#include <QList>
#include <QVariantMap>

namespace dtriage {

class ArchOverrideEdit {
public:
    // `block`: the entry's lines (its key line first, every line with its ending)
    // as the edit of its own fields left them; `fieldIndent`: its fields' indentation.
    static Result<QByteArray> apply(const QByteArray& block, int fieldIndent, const QByteArray& eol,
                                    const QList<EntryChangeCheck::ArchValidated>& arches);
    // An entry's arch_overrides value as the parser must read it back after `arches`.
    static QVariantMap expected(QVariantMap overrides, const QList<EntryChangeCheck::ArchValidated>& arches);
};

}  // namespace dtriage
