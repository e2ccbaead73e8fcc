#pragma once
// The registry fix of the unpack_forward_output family: one line of
// third_party/tt_forge_models/training_utils.py, `_register_attr("<Class>", "<attr>")`,
// added among the others in their (case-insensitive) alphabetical order, or the
// line of a wrong entry taken out. Every other byte of the file is kept; the
// result differs from the source by exactly that one line.
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace dtriage {

class RegistryEdit {
    Q_DECLARE_TR_FUNCTIONS(RegistryEdit)
public:
    // The file as it is: where training_utils.py lives in a checkout.
    static QString pathIn(const QString& checkoutRoot);

    // `source` with `_register_attr("<className>", "<attribute>")` added. An error
    // when the class is registered already, a name is not a Python identifier,
    // or the file has no _register_attr line to place it among.
    static Result<QByteArray> add(const QByteArray& source, const QString& className, const QString& attribute);
    // `source` without the line registering `className`; an error when there is none.
    static Result<QByteArray> remove(const QByteArray& source, const QString& className);
    // The attribute `className` is registered with in `source`; empty when it is not.
    static QString registeredAttribute(const QByteArray& source, const QString& className);
    // The line add() writes: `_register_attr("MultipleChoiceModelOutput", "logits")`.
    static QByteArray lineFor(const QString& className, const QString& attribute);
};

}  // namespace dtriage
