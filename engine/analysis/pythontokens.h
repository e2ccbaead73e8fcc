#pragma once
// A small Python tokenizer for fragments of a loader (one call, one statement).
// The one-line fix must respect what is already there — existing arguments, a
// trailing comma, comments inside a multi-line call, strings holding brackets —
// so edits are placed by tokens, never by searching characters.
// Offsets are bytes into the UTF-8 fragment, the unit of Python's ast columns.
#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace dtriage {

struct PythonToken {
    enum class Kind { Name, Number, String, Op, Comment, Newline, Continuation };
    Kind kind = Kind::Op;
    qsizetype begin = 0;  // byte offset of the first byte
    qsizetype end = 0;  // byte offset past the last byte
    // Bracket depth around the token; an opening bracket and its closing one
    // carry the same depth (the depth outside them).
    int depth = 0;
    QByteArray text;

    // Code, as opposed to comments and line breaks.
    bool isSignificant() const
    {
        return kind != Kind::Comment && kind != Kind::Newline && kind != Kind::Continuation;
    }
    bool is(const char* op) const { return kind == Kind::Op && text == op; }
    bool isOpening() const { return is("(") || is("[") || is("{"); }
    bool isClosing() const { return is(")") || is("]") || is("}"); }
};

class PythonTokens {
public:
    // Never fails: an unterminated string runs to its line's (or, when triple
    // quoted, the fragment's) end, unbalanced brackets clamp the depth at 0.
    static QList<PythonToken> scan(QByteArrayView source);
    // The index of the bracket that `closeIndex` closes; -1 when unbalanced.
    static int matchingOpen(const QList<PythonToken>& tokens, int closeIndex);
    // The index of the bracket that `openIndex` opens closes at; -1 when unbalanced.
    static int matchingClose(const QList<PythonToken>& tokens, int openIndex);
    // The previous/next significant token's index from `index` (exclusive); -1 if none.
    static int previousSignificant(const QList<PythonToken>& tokens, int index);
    static int nextSignificant(const QList<PythonToken>& tokens, int index);
};

}  // namespace dtriage
