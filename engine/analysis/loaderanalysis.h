#pragma once
// What static analysis of one tt-forge-models loader.py found (the issue "Loader analysis
// and the one-line fix"). Plain values only: they are built on the Python thread from
// CPython's `ast` and then cross threads by copy; nothing here refers to Python objects.
//
// Positions follow Python's ast: lines are 1-based; `startColumn`/`endColumn` are
// 0-based UTF-8 *byte* offsets within their line (ast's col_offset / end_col_offset).
// `startCharColumn`/`endCharColumn` are the same positions as 0-based QString (UTF-16)
// indexes within the line, for editors and QTextCursor. `text` is the node's exact
// source (ast.get_source_segment), possibly spanning several lines.
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

struct SourceSpan {
    int startLine = 0;
    int startColumn = 0;  // UTF-8 bytes, 0-based, as ast
    int endLine = 0;
    int endColumn = 0;  // UTF-8 bytes, exclusive, as ast
    int startCharColumn = 0;  // UTF-16 code units, 0-based
    int endCharColumn = 0;    // UTF-16 code units, exclusive
    QString text;             // ast.get_source_segment of the node

    bool isValid() const { return startLine > 0; }
    bool isMultiLine() const { return endLine > startLine; }
};

enum class Floating { No, Yes, Unknown };

// A call that makes a tensor: torch.zeros|ones|empty|full|rand|randn|randint|tensor|
// arange|eye|linspace|logspace|as_tensor|*_like|...
struct TensorConstructor {
    int index = -1;      // position in LoaderAnalysis::constructors
    QString callee;      // as written: "torch.zeros", "th.ones_like"
    QString kind;        // the torch function: "zeros", "ones_like"
    SourceSpan span;     // the whole call
    SourceSpan statement;  // the statement containing the call
    QString function;    // enclosing qualified name: "ModelLoader.load_inputs", "<module>"
    bool hasDtype = false;
    QString dtypeText;   // the dtype= argument as written, empty without one
    // What dtype= asks for: "override" (dtype_override or a variable derived from it),
    // "float32", "float64", "float16", "bfloat16", "int", "bool", "complex", "unknown";
    // empty without dtype=.
    QString dtypeKind;
    bool dtypeFromOverride = false;  // dtype= is dtype_override or a variable derived from it
    // Whether the result is floating, counting dtype= when given: torch.tensor([1, 2]),
    // randint and arange(10) are No; torch.tensor([1.0]), arange(0.5, 3), zeros are Yes;
    // arange(n) and *_like without dtype= are Unknown.
    Floating floating = Floating::Unknown;
    QString assignedTo;  // "x" for `x = torch.zeros(...)` (also `self.x`); else empty
    QStringList keywords;  // keyword argument names, in order
    int positionalCount = 0;
    bool hasStarArgs = false;  // *args or **kwargs in the call
    bool multiLine = false;    // the call spans several lines (a fix must keep its layout)
};

struct FunctionSignature {
    bool exists = false;
    QString qualifiedName;  // "ModelLoader.load_inputs"
    int line = 0;           // the `def` line
    QStringList parameters;  // every parameter name in order, self included, no stars
    QStringList keywordOnly;  // parameters after `*` / `*args`
    QStringList otherKeywords;  // parameters with defaults besides dtype_override/batch_size
    bool takesDtypeOverride = false;  // the runner passes dtype_override=torch.bfloat16
    bool takesBatchSize = false;      // the runner passes the YAML batch_size
    bool hasKwargs = false;           // **kwargs: the runner's signature check does not see it
    bool hasVarArgs = false;
    QString dtypeOverrideDefault;  // "None" usually; text of the default
};

struct ProvenanceStep {
    int line = 0;
    QString text;  // the source of the step (statement or expression), one line trimmed
    QString kind;  // "return", "assign", "dict", "subscript", "dict-call", "helper",
                   // "tuple", "expression", "cast", "constructor", "external", "unknown"
};

enum class OriginKind { Constructor, External, Unknown };

// Where one input that load_inputs returns comes from.
struct InputProvenance {
    QString key;       // dict key; empty for tuple/list/single
    int position = -1;  // tuple/list position; -1 for dict and single
    bool single = false;  // load_inputs returns a bare tensor (the repro labels it "<single>")
    int returnLine = 0;   // the `return` this belongs to (load_inputs may have several)
    QList<ProvenanceStep> chain;  // from the return back to the origin
    OriginKind origin = OriginKind::Unknown;
    int constructorIndex = -1;  // into LoaderAnalysis::constructors when Constructor
    // External: the source, e.g. "torch.from_numpy(np.load)", "self.processor",
    // "preprocess"; Unknown: the expression that could not be followed.
    QString externalSource;
    SourceSpan originStatement;  // the statement that assigns the origin value: a
                                 // `.to(dtype_override)` line goes after its end line
    QString originVariable;  // the variable that statement assigns (target of the cast line)
    QString indent;          // leading whitespace of originStatement's first line
    bool castOnTheWayOut = false;  // .to(dtype_override) or derived dtype applies after origin
    int castLine = 0;
    Floating floating = Floating::Unknown;
    bool conditional = false;  // assigned under an `if` (only some variants produce it)

    QString label() const;  // key, position as text, or "<single>"
};

struct NumpyConversion {
    enum class Kind { NumpyMethod, NpArray, NpAsarray };
    Kind kind = Kind::NumpyMethod;
    SourceSpan span;       // the whole call: "waveform.numpy()", "np.array(t)"
    QString receiverText;  // "waveform" (for .numpy()) or the argument of np.array/asarray
    QString function;      // enclosing qualified name
    bool receiverIsTensor = true;  // false when the receiver is known not to be a tensor
};

struct VariantInfo {
    QString member;  // "DLA1X_COCO"
    QString value;   // "Dla1x_Coco"
    int line = 0;
};

// _get_model_info's ModelInfo(...) fields. `*Text` are the expressions as written,
// the others their string values (ModelTask.MM_TTS -> "mm_tts").
struct ModelInfoFacts {
    bool found = false;
    int line = 0;
    QString model, task, source, framework, group;
    QString modelText, taskText, sourceText, frameworkText, groupText;
    // Names computed per variant value by following `if variant == ...` in the body;
    // a key "" is the loader without ModelVariant ("None" in the name).
    QHash<QString, QString> nameByVariant;
    // Variants whose name the source does not give (a field built at run time):
    // their name is unknown here, never one made of source text (issue 46 §5).
    QStringList unresolvedVariants;

    // f"{framework}_{model}_{variant}_{task}_{source}"; variant "" prints as "None".
    // Empty for an unresolved variant.
    QString name(const QString& variantValue) const;
};

// A pre-flight verdict on one floating site (constructor or external source): would it
// still be float32 when the runner passes dtype_override=torch.bfloat16?
struct PreflightFinding {
    enum class Fix { AddDtype, InsertCast, None };
    int constructorIndex = -1;  // -1 for an external source
    int provenanceIndex = -1;   // into LoaderAnalysis::inputs; -1 when it feeds no input
    QString inputKey;           // InputProvenance::label()
    Fix fix = Fix::None;        // the allowed one-line edit (docs/triage.md §2 step 5)
    SourceSpan site;            // the constructor call, or the origin statement
    bool candidate = false;
    // Not a candidate because the model itself stays float32 there (load_model does
    // not take dtype_override, never casts with it, or only on other paths): the
    // loader keeps model and input float32 on purpose. `why` says where.
    bool modelFloat32 = false;
    QString why;                // one sentence, English (analysis vocabulary, not UI)
};

struct LoaderAnalysis {
    QString path;       // absolute file path analysed
    QByteArray source;  // the exact bytes analysed (a patch is made against these)

    bool hasVariantEnum = false;
    QList<VariantInfo> variants;
    QString defaultVariant;       // member name, "TTS"; empty without DEFAULT_VARIANT
    QString defaultVariantValue;  // "Tts"
    ModelInfoFacts modelInfo;

    FunctionSignature loadModel;
    FunctionSignature loadInputs;
    enum class Returns { Dict, Tuple, List, Single, Unknown, Mixed };
    Returns inputsReturn = Returns::Unknown;

    QList<TensorConstructor> constructors;
    QList<InputProvenance> inputs;
    QList<NumpyConversion> numpyConversions;
    QList<PreflightFinding> findings;  // candidates only
    QList<PreflightFinding> cleared;   // every other constructor / returned input: why not
    QStringList notes;  // non-fatal oddities: exec, star-import, unresolved helper ...

    QStringList variantValues() const;
    // The variant value whose model_info.name is `name` ("" for a loader without
    // ModelVariant); false when no variant of this loader has that name.
    bool variantForModelInfoName(const QString& name, QString* variantValue) const;
    // "ModelLoader(variant=ModelVariant.TTS)" or "ModelLoader()".
    QString loaderCall(const QString& variantValue) const;
    const InputProvenance* inputByLabel(const QString& label) const;
    bool flagged() const { return !findings.isEmpty(); }
};

}  // namespace dtriage
