#pragma once
// The flavor of a bfloat16 failure (docs/triage.md §2 "Flavors and signatures"). It picks the
// code path: only cross_dtype and numpy_conversion have a loader fix to try.
#include <QString>
#include <QStringView>

namespace dtriage {

enum class DtypeFlavor {
    None,              // not a bfloat16 failure (or nothing classified yet)
    CrossDtype,        // "cross_dtype": a float32 operand meets bfloat16 ones
    OpNotImplemented,  // "op_not_implemented": torch has no bfloat16 kernel for the op
    NumpyConversion,   // "numpy_conversion": .numpy() on a bfloat16 tensor
    Unknown,           // a name this build does not know (e.g. from a newer report)
};

// "cross_dtype", "op_not_implemented", "numpy_conversion"; "none" and "unknown"
// for the other two. These are the names the JSON report and the command line use.
QString flavorName(DtypeFlavor flavor);
// The inverse of flavorName(), case-insensitive and tolerant of surrounding blanks;
// an empty name is None, anything unrecognised Unknown.
DtypeFlavor flavorFromName(QStringView name);
// A short translated description for the window and the Markdown report.
QString flavorDescription(DtypeFlavor flavor);
// Whether the skill tries a loader edit for this flavor (step 5).
bool flavorAllowsLoaderFix(DtypeFlavor flavor);

}  // namespace dtriage
