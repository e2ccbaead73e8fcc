#pragma once
// The one edit of the bfloat16 family's fix, as a byte replacement in the
// loader: `dtype=dtype_override` added to or replacing a constructor's dtype,
// `.float()` before a numpy conversion, or refused with the reason. DtypeLoaderEdit
// formats the result and checks its ast.
#include "families/dtype/fix/dtypefixproposal.h"
#include "analysis/loaderanalysis.h"
#include "analysis/sourcelines.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace dtriage::dtypefix {

using NoFix = DtypeFixProposal::NoFix;

inline const QByteArray kOverride = QByteArrayLiteral("dtype_override");

struct FixEdit {
    SourceReplacement replacement;
    NoFix reason = NoFix::None;
    QString why;  // when reason != None
};

FixEdit refused(NoFix reason, const QString& why);
FixEdit insertion(qsizetype at, QByteArray text);
// Whether `dtype_override` names a parameter of the function enclosing `line`:
// the edit must not introduce a NameError (a `**kwargs`-only load_inputs).
bool overrideInScope(const SourceLines& lines, const QByteArray& source, int line);
// Where `dtype=dtype_override` goes in one call's bytes (which start at `base`),
// respecting the arguments, a magic trailing comma and comments already there.
FixEdit addDtype(const QByteArray& call, qsizetype base);
// The call's float32 dtype argument replaced by dtype_override.
FixEdit replaceDtype(const QByteArray& call, qsizetype base);
// `.float()` right before `.numpy()`, or around np.array/np.asarray's first argument.
FixEdit floatBeforeNumpy(const NumpyConversion& n, const QByteArray& call, qsizetype base);
// The span's bytes, checked against the text the analysis saw there; `begin` is set to their offset.
std::optional<QByteArray> spanBytes(const SourceLines& lines, const QByteArray& source, const SourceSpan& span,
                                    qsizetype* begin);

}  // namespace dtriage::dtypefix
