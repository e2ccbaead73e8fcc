#pragma once
// One kind of edit a family's fix makes, as its rules module registers it with
// edit_rules (resources/python/families/<id>/<id>_edits.py): fix_tools.validate
// checks an edit of it there; the family owns both names.
#include <QString>

namespace dtriage {

struct EditKind {
    QString rules;  // the family's rules module, under the scripts' root: "families/dtype/dtype_edits.py"
    QString name;   // the kind it registers: "add_dtype"
    bool isEmpty() const { return name.isEmpty(); }
    bool operator==(const EditKind&) const = default;
};

}  // namespace dtriage
