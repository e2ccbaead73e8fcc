#pragma once
// What tt-xla's config loader accepts in an entry: its field names, which of
// them hold lists, and the values of status, bringup_status and the archs. The
// one owner of that knowledge: ConfigFile checks every entry it reads against
// it, ConfigEditor every value it writes.
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string_view>

namespace dtriage {

class EntrySchema {
public:
    // What ConfigFile verifies in a field's value.
    enum class Check : std::uint8_t { None, Status, Bringup, StringList, Archs, Overrides };

    // The position of `name` among the fields tt-xla accepts, or -1 for one it
    // rejects. Looked up by UTF-8 bytes: a known name needs no conversion.
    static int knownField(std::string_view name);
    // The field's name: shared for a known field, converted otherwise.
    static QString fieldName(std::string_view name, int known);
    static Check check(int known);
    // Every accepted field name, in tt-xla's order.
    static const QStringList& fieldNames();
    static bool isListField(const QString& name);
    // The values status and bringup_status may take; empty for other fields.
    static const QStringList& enumNames(const QString& field);
    static const QStringList& statusNames();
    static const QStringList& bringupNames();
    static bool isArch(std::string_view name);
    static QString archList();  // "n150, p150, …", for messages
};

}  // namespace dtriage
